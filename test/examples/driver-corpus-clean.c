// A realistic, correct multi-slot sound driver ("snd-bar") built on the example
// stub headers: every void * slot is read back only as what was stored, through
// every route the check follows, so the driver must stay silent. A slot of its
// own at the end, read as another type than stored, is the control: it is
// flagged, so the check ran over the file.
// RUN: %check_privdata %s -- -std=gnu11 -I%examples/include

#include <linux/device.h>
#include <linux/errno.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/kernel.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <sound/control.h>
#include <sound/core.h>
#include <sound/pcm.h>

/* ---- small driver-local infrastructure with void * cookies ---- */

struct bar_timer {
	unsigned long expires;
	void (*function)(void *data);
	void *data;
};

struct bar_irq_action {
	irq_handler_t handler;
	unsigned int irq;
	void *dev_id;
};

struct bar_dma_desc {
	dma_addr_t addr;
	u32 len;
	u32 flags;
	void *cookie;		/* the stream this descriptor belongs to */
	void *buf;		/* CPU view of the bytes behind addr */
};

struct bar_work {
	int pending;
	void (*func)(struct bar_work *work);
	void *context;
};

typedef struct {
	unsigned int seq;
	void *owner;
} bar_token_t;

struct bar_cmd_volume {
	u8 channel;
	u8 level;
};

struct bar_cmd_rate {
	u32 rate;
	u32 flags;
};

union bar_cmd {
	struct bar_cmd_volume volume;
	struct bar_cmd_rate rate;
};

struct bar_mailbox {
	int busy;
	void *pending;		/* union bar_cmd * */
	void *last_rate;	/* struct bar_cmd_rate *, member of a union bar_cmd */
};

struct bar_ring {
	u32 size;
	void *head;		/* byte cursor, advanced with GNU void arithmetic */
	void *base;
};

struct bar_deferred {
	int kind;
	void *arg;		/* an integer smuggled through a pointer */
};

/* Two request types sharing their header, libuv style. */
struct bar_req {
	int type;
	void *data;
};

struct bar_write_req {
	int type;
	void *data;
	u32 len;
};

struct bar_debug {
	unsigned long irqs;
	unsigned long xruns;
};

/* Board quirks: the fixup data lives in a member of unnamed struct type. */
struct bar_fixup_evb {
	u32 mclk_hz;
	u8 tdm_slots;
};

struct bar_quirk {
	u16 vendor;
	u16 device;
	struct {
		u32 flags;
		void *data;
	} fixup;
};

/* Events carry either a stream or a plain value, in an anonymous union. */
struct bar_event {
	int type;
	union {
		void *stream;
		unsigned long value;
	};
};

struct bar_fw;				/* opaque firmware handle */
extern void *bar_request_firmware(struct device *dev, const char *name);

/* ---- the chip ---- */

struct bar_hw {
	unsigned long port;
	int irq;
	u32 ctrl;
};

struct bar_stream {
	unsigned char *area;
	size_t bytes;
	unsigned int periods;
	unsigned int pos;
	int dir;
	bool running;
};

struct bar_channel {
	u8 index;
	u8 volume;
	bool mute;
	struct bar_chip *chip;
};

struct bar_chip {
	struct bar_hw hw;		/* must stay first: see bar_hw_from_card() */
	struct snd_card *card;
	struct snd_pcm *pcm;
	spinlock_t lock;
	struct bar_stream streams[2];
	struct bar_channel channels[2];
	struct bar_timer period_timer;
	struct bar_timer watchdog;
	struct bar_irq_action action;
	struct bar_dma_desc descs[4];
	struct bar_work work;
	struct bar_mailbox mbox;
	union bar_cmd cmd;
	struct bar_ring ring;
	struct bar_deferred deferred;
	void *fw;			/* struct bar_fw *, from the firmware loader */
	void *scratch;			/* u32 words, from kzalloc() */
};

typedef struct bar_chip bar_chip_t;

static void *bar_last_probed;
static struct bar_debug bar_debug_state;
void *bar_debug_root = &bar_debug_state;

static struct bar_fixup_evb bar_evb_fixup = { .mclk_hz = 12288000, .tdm_slots = 2 };

static const struct bar_quirk bar_quirks[] = {
	{ 0x1234, 0x0001, { 0, NULL } },
	{ .vendor = 0x1234, .device = 0x0002,
	  .fixup = { .flags = 1, .data = &bar_evb_fixup } },
};

/* ---- accessors ---- */

static void bar_timer_setup(struct bar_timer *t, void (*fn)(void *), void *data)
{
	t->function = fn;
	t->data = data;
}

static void bar_desc_set_cookie(struct bar_dma_desc *d, void *cookie)
{
	d->cookie = cookie;
}

static void *bar_desc_cookie(const struct bar_dma_desc *d)
{
	return d->cookie;
}

static struct bar_chip *card_to_chip(struct snd_card *card)
{
	return card->private_data;
}

static struct bar_hw *bar_hw_from_card(struct snd_card *card)
{
	return card->private_data;	/* hw is the chip's first member */
}

static struct bar_stream *bar_runtime_stream(struct snd_pcm_runtime *runtime)
{
	return runtime->private_data;
}

static void bar_chip_ack(struct bar_chip *chip, u32 status)
{
	outl(status, chip->hw.port + 4);
}

static void bar_dump_chip(void *arg)
{
	const struct bar_chip *chip = arg;

	outl(chip->hw.ctrl, chip->hw.port);
}

/* ---- timers, irq, work ---- */

static void bar_period_timer_fn(void *data)
{
	struct bar_stream *st = data;

	st->pos = (st->pos + 1) % st->periods;
}

static void bar_watchdog_fn(void *data)
{
	struct bar_stream *streams = data;

	streams[0].running = streams[1].running = false;
}

static void bar_timer_run(struct bar_timer *t)
{
	struct bar_stream *st = t->data;

	if (st->running)
		t->function(t->data);
}

static irqreturn_t bar_irq(int irq, void *dev_id)
{
	struct bar_hw *hw = dev_id;
	struct bar_chip *chip = (struct bar_chip *)dev_id;

	if (hw->irq != irq)
		return IRQ_NONE;
	bar_chip_ack(chip, inl(hw->port + 4));
	return IRQ_HANDLED;
}

static irqreturn_t bar_dispatch(struct bar_irq_action *act)
{
	struct bar_chip *chip = act->dev_id;	/* stored as &chip->hw */

	bar_debug_state.irqs++;
	return act->handler(act->irq, &chip->hw);
}

static u32 bar_quirk_mclk(u16 device)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(bar_quirks); i++) {
		const struct bar_fixup_evb *fx = bar_quirks[i].fixup.data;

		if (bar_quirks[i].device == device && fx)
			return fx->mclk_hz;
	}
	return 0;
}

static void bar_post_event(struct bar_event *ev, struct bar_stream *st)
{
	ev->type = 1;
	ev->stream = st;
}

static unsigned int bar_event_pos(const struct bar_event *ev)
{
	const struct bar_stream *st = ev->stream;

	return ev->type == 1 ? st->pos : ev->value;
}

static void bar_work_fn(struct bar_work *work)
{
	void *ctx = work->context;
	struct bar_chip *chip;

	chip = ctx;
	spin_lock(&chip->lock);
	chip->hw.ctrl |= 1;
	spin_unlock(&chip->lock);
	work->pending = 0;
}

/* ---- mailbox commands ---- */

static void bar_post_cmd(struct bar_chip *chip, union bar_cmd *cmd)
{
	chip->mbox.pending = cmd;
	chip->mbox.busy = 1;
}

static void bar_mbox_flush(struct bar_chip *chip)
{
	struct bar_cmd_rate *rate = chip->mbox.pending;
	const struct bar_cmd_volume *vol = chip->mbox.pending;
	union bar_cmd *last;

	chip->mbox.last_rate = &chip->cmd.rate;
	last = chip->mbox.last_rate;
	outl(rate->rate, chip->hw.port + 8);
	outl(vol->level | last->rate.flags, chip->hw.port + 12);
	chip->mbox.pending = NULL;
	chip->mbox.busy = 0;
}

/* ---- DMA ring and descriptors ---- */

static void bar_ring_advance(struct bar_ring *ring, u32 bytes)
{
	ring->head += bytes;
	if (ring->head >= ring->base + ring->size)
		ring->head -= ring->size;
}

static u32 bar_ring_peek(const struct bar_ring *ring)
{
	const u32 *word = ring->head;

	return *word;
}

static void bar_fill_descs(struct bar_chip *chip, struct bar_stream *st)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(chip->descs); i++) {
		struct bar_dma_desc *d = &chip->descs[i];

		d->len = st->bytes / ARRAY_SIZE(chip->descs);
		d->buf = st->area + i * d->len;		/* unsigned char * */
		bar_desc_set_cookie(d, st);
	}
}

static void bar_complete_desc(struct bar_dma_desc *d)
{
	struct bar_stream *st = bar_desc_cookie(d);
	const u32 *words = d->buf;
	unsigned char *bytes = d->buf;

	st->pos += words[0] ? 1 : 0;
	bytes[0] = 0;
}

/* ---- PCM ---- */

/* Mimics the PCM core handing the chip to a freshly opened substream. */
void bar_attach_substream(struct snd_pcm_substream *substream)
{
	void *priv = substream->pcm->private_data;

	substream->private_data = priv;
}

static int bar_pcm_open(struct snd_pcm_substream *substream)
{
	struct bar_chip *chip = snd_pcm_substream_chip(substream);
	struct bar_stream *st = &chip->streams[substream->stream];

	st->dir = substream->stream;
	substream->runtime->private_data = st;
	bar_timer_setup(&chip->period_timer, bar_period_timer_fn, st);
	return 0;
}

static int bar_pcm_close(struct snd_pcm_substream *substream)
{
	struct bar_stream *st = substream->runtime->private_data;

	st->running = false;
	substream->runtime->private_data = NULL;
	return 0;
}

static int bar_pcm_prepare(struct snd_pcm_substream *substream)
{
	bar_chip_t *chip = snd_pcm_substream_chip(substream);
	struct snd_pcm_runtime *runtime = substream->runtime;
	struct bar_stream *st = bar_runtime_stream(runtime);

	st->area = runtime->dma_area;
	st->bytes = runtime->dma_bytes;
	st->periods = runtime->periods;
	st->pos = 0;
	bar_fill_descs(chip, runtime->private_data);
	return 0;
}

static int bar_pcm_trigger(struct snd_pcm_substream *substream, int cmd)
{
	struct bar_chip *chip;
	struct bar_stream *st;

	chip = snd_pcm_substream_chip(substream);
	st = substream->runtime->private_data;
	spin_lock(&chip->lock);
	st->running = cmd == SNDRV_PCM_TRIGGER_START;
	spin_unlock(&chip->lock);
	return 0;
}

static snd_pcm_uframes_t bar_pcm_pointer(struct snd_pcm_substream *substream)
{
	const struct bar_stream *st =
		(const struct bar_stream *)substream->runtime->private_data;

	return bytes_to_frames(substream->runtime, st->pos * st->bytes / st->periods);
}

static const struct snd_pcm_ops bar_pcm_ops = {
	.open = bar_pcm_open,
	.close = bar_pcm_close,
	.prepare = bar_pcm_prepare,
	.trigger = bar_pcm_trigger,
	.pointer = bar_pcm_pointer,
};

static void bar_pcm_free(struct snd_pcm *pcm)
{
	bar_chip_ack(pcm->private_data, 0);
}

static int bar_pcm_new(struct bar_chip *chip)
{
	struct snd_pcm *pcm;
	int err;

	err = snd_pcm_new(chip->card, "bar", 0, 1, 1, &pcm);
	if (err < 0)
		return err;
	pcm->private_data = chip->card->private_data = chip;
	pcm->private_free = bar_pcm_free;
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_PLAYBACK, &bar_pcm_ops);
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_CAPTURE, &bar_pcm_ops);
	chip->pcm = pcm;
	return 0;
}

/* ---- mixer ---- */

static int bar_master_get(struct snd_kcontrol *kcontrol,
			  struct snd_ctl_elem_value *ucontrol)
{
	struct bar_chip *chip = snd_kcontrol_chip(kcontrol);

	ucontrol->value.integer.value[0] = chip->hw.ctrl & 1;
	return 0;
}

static int bar_channel_get(struct snd_kcontrol *kcontrol,
			   struct snd_ctl_elem_value *ucontrol)
{
	struct bar_channel *ch = (struct bar_channel *)snd_kcontrol_chip(kcontrol);

	ucontrol->value.integer.value[0] = ch->volume;
	return 0;
}

static int bar_channel_put(struct snd_kcontrol *kcontrol,
			   struct snd_ctl_elem_value *ucontrol)
{
	struct bar_channel *ch = kcontrol->private_data;
	union bar_cmd *cmd = &ch->chip->cmd;

	ch->volume = ucontrol->value.integer.value[0];
	cmd->volume.channel = ch->index;
	cmd->volume.level = ch->volume;
	bar_post_cmd(ch->chip, cmd);
	return 1;
}

static const struct snd_kcontrol_new bar_master_ctl = {
	.iface = SNDRV_CTL_ELEM_IFACE_MIXER,
	.name = "Master Playback Switch",
	.get = bar_master_get,
};

static const struct snd_kcontrol_new bar_channel_ctl = {
	.iface = SNDRV_CTL_ELEM_IFACE_MIXER,
	.name = "Channel Playback Volume",
	.get = bar_channel_get,
	.put = bar_channel_put,
};

static int bar_mixer_new(struct bar_chip *chip)
{
	struct snd_kcontrol *kctl;
	unsigned int i;

	kctl = snd_ctl_new1(&bar_master_ctl, chip);
	if (!kctl)
		return -ENOMEM;
	kctl->private_data = chip;
	snd_ctl_add(chip->card, kctl);

	for (i = 0; i < ARRAY_SIZE(chip->channels); i++) {
		chip->channels[i].index = i;
		chip->channels[i].chip = chip;
		kctl = snd_ctl_new1(&bar_channel_ctl, &chip->channels[i]);
		if (!kctl)
			return -ENOMEM;
		kctl->private_data = &chip->channels[i];
		snd_ctl_add(chip->card, kctl);
	}
	return 0;
}

/* ---- probe / remove / pm ---- */

static void bar_card_free(struct snd_card *card)
{
	struct bar_chip *chip = card_to_chip(card);
	struct bar_hw *hw = bar_hw_from_card(card);
	struct bar_fw *fw = chip->fw;
	u32 *scratch = chip->scratch;

	(void)fw;
	outl(scratch[0], hw->port);
	kfree(chip->scratch);
	kfree(chip);
}

static int bar_probe(struct platform_device *pdev)
{
	struct snd_card *card;
	struct bar_chip *chip;
	bar_token_t token;
	struct bar_write_req wreq;
	struct bar_req *req = (struct bar_req *)&wreq;
	int err;

	err = snd_card_new(&pdev->dev, SNDRV_DEFAULT_IDX1, SNDRV_DEFAULT_STR1,
			   THIS_MODULE, 0, &card);
	if (err < 0)
		return err;
	chip = kzalloc(sizeof(*chip), GFP_KERNEL);
	if (!chip)
		return -ENOMEM;
	chip->card = card;
	chip->hw.irq = platform_get_irq(pdev, 0);
	spin_lock_init(&chip->lock);
	card->private_data = chip;
	card->private_free = bar_card_free;

	chip->fw = bar_request_firmware(&pdev->dev, "bar/dsp.bin");
	chip->scratch = kzalloc(64, GFP_KERNEL);
	chip->ring.base = chip->ring.head = chip->scratch;
	chip->ring.size = 64;
	chip->deferred.arg = (void *)(long)chip->hw.irq;

	chip->action = (struct bar_irq_action){
		.handler = bar_irq,
		.irq = chip->hw.irq,
		.dev_id = &chip->hw,
	};
	chip->work.func = bar_work_fn;
	chip->work.context = chip;
	bar_timer_setup(&chip->watchdog, bar_watchdog_fn, &chip->streams);

	token = (bar_token_t){ 1, chip };
	req->type = 0;
	req->data = token.owner;
	wreq.len = 0;
	bar_chip_ack(wreq.data, 0);

	err = bar_pcm_new(chip);
	if (err < 0)
		return err;
	err = bar_mixer_new(chip);
	if (err < 0)
		return err;

	bar_last_probed = chip;
	platform_set_drvdata(pdev, chip);
	dev_set_drvdata(&pdev->dev, chip);
	return snd_card_register(card);
}

static void bar_remove(struct platform_device *pdev)
{
	struct bar_chip *chip = platform_get_drvdata(pdev);
	struct bar_debug *dbg = bar_debug_root;

	dbg->xruns = 0;
	bar_dump_chip(chip->card->private_data);
	snd_card_free(chip->card);
	bar_last_probed = NULL;
}

static int bar_suspend(struct device *dev)
{
	const bar_chip_t *chip = dev_get_drvdata(dev);
	long irq = (long)chip->deferred.arg;

	outl(irq, chip->hw.port);
	return 0;
}

static int bar_resume(struct device *dev)
{
	struct bar_chip *chip;
	struct bar_event ev;

	chip = (struct bar_chip *)dev_get_drvdata(dev);
	bar_post_event(&ev, &chip->streams[0]);
	outl(bar_event_pos(&ev) + bar_quirk_mclk(2), chip->hw.port);
	bar_timer_run(&chip->period_timer);
	bar_timer_run(&chip->watchdog);
	bar_dispatch(&chip->action);
	bar_complete_desc(&chip->descs[0]);
	bar_mbox_flush(chip);
	bar_ring_advance(&chip->ring, 4);
	outl(bar_ring_peek(&chip->ring), chip->hw.port);
	chip->work.func(&chip->work);
	return 0;
}

static struct bar_chip *bar_debug_chip(void)
{
	return bar_last_probed;
}

static const struct dev_pm_ops bar_pm_ops = {
	.suspend = bar_suspend,
	.resume = bar_resume,
};

static struct platform_driver bar_driver = {
	.probe = bar_probe,
	.remove = bar_remove,
	.driver = {
		.name = "snd-bar",
		.pm = &bar_pm_ops,
	},
};

module_platform_driver(bar_driver)

unsigned long bar_debug_irq_count(void)
{
	struct bar_chip *chip = bar_debug_chip();

	return chip ? (unsigned long)chip->hw.irq : 0;
}

/* ---- the control: a slot apart from the driver's, read as the wrong type ---- */

struct bar_control {
	unsigned long control_magic;
	void *control_data;
};

struct bar_control_state {
	int level;
};

void bar_control_set(struct bar_control *control, struct bar_control_state *state)
{
	control->control_data = state;
}

int bar_control_read(struct bar_control *control)
{
	struct bar_chip *chip = control->control_data;
	// CHECK: :[[@LINE-1]]:26: warning: 'control_data' of 'struct bar_control' is read as 'struct bar_chip *', but only 'struct bar_control_state *' is stored into it [privdata-type-mismatch]
	// CHECK: :[[@LINE-7]]:26: note: 'struct bar_control_state *' stored here

	return chip->hw.irq;
}
