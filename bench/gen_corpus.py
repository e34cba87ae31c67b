#!/usr/bin/env python3
"""Generate a deterministic synthetic driver-like C corpus for benchmarking
the privdata-type-mismatch clang-tidy check.

usage: gen_corpus.py OUT_DIR [--files 200] [--lines 2000] [--seed 1]
                            [--planted-min 3] [--planted-max 6]

Writes:
  OUT_DIR/include/*.h           kernel-ish headers shared by every file
  OUT_DIR/src/drv_NNN.c         one driver-like translation unit each
  OUT_DIR/compile_commands.json clang-19 -std=gnu11 -I OUT_DIR/include -c ...
  OUT_DIR/manifest.json         the planted mismatches (file, line, slot,
                                read type, form) the check is expected to flag

Output is a pure function of (seed, file index, --lines): file N is the same
whatever --files is, so a small corpus is a prefix of a big one.

The generator keeps a model of every void * slot of a file (the types stored
into it, aliases, raw/opaque/integer stores) and of struct layout
compatibility, so every load it writes is either compatible with what is
stored (must stay silent) or a planted mismatch (must be flagged once).
"""
import argparse
import json
import os
import random
import sys

# --------------------------------------------------------------------------
# Shared headers
# --------------------------------------------------------------------------

HEADERS = {}

HEADERS["ktypes.h"] = r"""/* ktypes.h: basic kernel-ish types and helpers. */
#ifndef KTYPES_H
#define KTYPES_H

typedef __SIZE_TYPE__ size_t;
typedef long ssize_t;
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef signed char s8;
typedef short s16;
typedef int s32;
typedef long long s64;
typedef _Bool bool;
typedef unsigned int gfp_t;
typedef long long loff_t;
typedef u64 dma_addr_t;
typedef unsigned int irqreturn_t;

#define true 1
#define false 0
#define NULL ((void *)0)
#define __iomem
#define __maybe_unused __attribute__((__unused__))
#define __must_check __attribute__((__warn_unused_result__))
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define offsetof(type, member) __builtin_offsetof(type, member)
#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define BIT(n) (1UL << (n))
#define GENMASK(h, l) (((~0UL) << (l)) & (~0UL >> (63 - (h))))
#define min_t(type, a, b) ((type)(a) < (type)(b) ? (type)(a) : (type)(b))
#define max_t(type, a, b) ((type)(a) > (type)(b) ? (type)(a) : (type)(b))
#define clamp_t(type, v, lo, hi) min_t(type, max_t(type, v, lo), hi)

#define GFP_KERNEL 0x0cc0u
#define GFP_ATOMIC 0x0820u

#define EPERM 1
#define ENOENT 2
#define EIO 5
#define ENXIO 6
#define EAGAIN 11
#define ENOMEM 12
#define EBUSY 16
#define ENODEV 19
#define EINVAL 22
#define ENOSPC 28
#define ETIMEDOUT 110

#define IRQ_NONE 0u
#define IRQ_HANDLED 1u

void *kmalloc(size_t size, gfp_t flags);
void *kzalloc(size_t size, gfp_t flags);
void *kcalloc(size_t n, size_t size, gfp_t flags);
void *krealloc(const void *p, size_t size, gfp_t flags);
void kfree(const void *p);
void *memset(void *s, int c, size_t n);
void *memcpy(void *dst, const void *src, size_t n);
int memcmp(const void *a, const void *b, size_t n);
size_t strlen(const char *s);
int strcmp(const char *a, const char *b);
int printk(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void msleep(unsigned int ms);
void udelay(unsigned long us);
unsigned long jiffies_now(void);
u32 readl(const volatile void __iomem *addr);
void writel(u32 val, volatile void __iomem *addr);
u16 readw(const volatile void __iomem *addr);
void writew(u16 val, volatile void __iomem *addr);

static inline bool IS_ERR_OR_NULL(const void *p)
{
	return !p || (unsigned long)p >= (unsigned long)-4095;
}

static inline u32 hweight32(u32 w)
{
	w = w - ((w >> 1) & 0x55555555u);
	w = (w & 0x33333333u) + ((w >> 2) & 0x33333333u);
	w = (w + (w >> 4)) & 0x0f0f0f0fu;
	return (w * 0x01010101u) >> 24;
}

#endif
"""

HEADERS["klist.h"] = r"""/* klist.h: lists, locks, timers and work items. */
#ifndef KLIST_H
#define KLIST_H
#include "ktypes.h"

struct list_head {
	struct list_head *next, *prev;
};

static inline void INIT_LIST_HEAD(struct list_head *list)
{
	list->next = list;
	list->prev = list;
}

static inline void list_add_tail(struct list_head *item, struct list_head *head)
{
	struct list_head *prev = head->prev;

	item->next = head;
	item->prev = prev;
	prev->next = item;
	head->prev = item;
}

static inline void list_del(struct list_head *entry)
{
	entry->prev->next = entry->next;
	entry->next->prev = entry->prev;
	entry->next = entry;
	entry->prev = entry;
}

static inline int list_empty(const struct list_head *head)
{
	return head->next == head;
}

#define list_entry(ptr, type, member) container_of(ptr, type, member)

typedef struct {
	int rlock;
	unsigned int owner_cpu;
} spinlock_t;

struct mutex {
	long count;
	void *owner;
	struct list_head wait_list;
};

void spin_lock(spinlock_t *lock);
void spin_unlock(spinlock_t *lock);
unsigned long spin_lock_irqsave_fn(spinlock_t *lock);
void spin_unlock_irqrestore(spinlock_t *lock, unsigned long flags);
void mutex_lock(struct mutex *m);
void mutex_unlock(struct mutex *m);
void __mutex_init(struct mutex *m, const char *name);
#define mutex_init(m) __mutex_init((m), #m)

struct timer_list {
	struct list_head entry;
	unsigned long expires;
	void (*function)(struct timer_list *);
	u32 flags;
};

struct work_struct {
	long data;
	struct list_head entry;
	void (*func)(struct work_struct *);
};

void timer_setup_fn(struct timer_list *t, void (*fn)(struct timer_list *), unsigned int flags);
int mod_timer(struct timer_list *t, unsigned long expires);
int del_timer_sync(struct timer_list *t);
int schedule_work(struct work_struct *w);
#define from_timer(var, timer, field) container_of(timer, __typeof__(*var), field)

#endif
"""

HEADERS["kdevice.h"] = r"""/* kdevice.h: the device model: struct device and its drvdata accessors. */
#ifndef KDEVICE_H
#define KDEVICE_H
#include "ktypes.h"
#include "klist.h"

struct device_driver;
struct clk;
struct regulator;
struct gpio_desc;

struct device {
	struct device *parent;
	const char *init_name;
	void *platform_data;
	void *driver_data;
	struct device_driver *driver;
	u64 dma_mask;
	int numa_node;
	struct list_head devres_head;
};

static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}

static inline void dev_set_drvdata(struct device *dev, void *data)
{
	dev->driver_data = data;
}

static inline void *dev_get_platdata(const struct device *dev)
{
	return dev->platform_data;
}

static inline const char *dev_name(const struct device *dev)
{
	return dev->init_name ? dev->init_name : "(unnamed)";
}

void *devm_kzalloc(struct device *dev, size_t size, gfp_t gfp);
void *devm_kcalloc(struct device *dev, size_t n, size_t size, gfp_t gfp);
void devm_kfree(struct device *dev, const void *p);
void __iomem *devm_ioremap(struct device *dev, u64 offset, size_t size);
struct clk *devm_clk_get(struct device *dev, const char *id);
int clk_prepare_enable(struct clk *clk);
void clk_disable_unprepare(struct clk *clk);
unsigned long clk_get_rate(struct clk *clk);
struct regulator *devm_regulator_get(struct device *dev, const char *id);
int regulator_enable(struct regulator *r);
int regulator_disable(struct regulator *r);
struct gpio_desc *devm_gpiod_get(struct device *dev, const char *con_id, int flags);
void gpiod_set_value(struct gpio_desc *desc, int value);
int dev_err_probe(const struct device *dev, int err, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void _dev_info(const struct device *dev, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
#define dev_info(dev, ...) _dev_info(dev, __VA_ARGS__)
#define dev_err(dev, ...) _dev_info(dev, __VA_ARGS__)
#define dev_dbg(dev, ...) ((void)(dev))

typedef irqreturn_t (*irq_handler_t)(int irq, void *dev_id);
int request_irq(unsigned int irq, irq_handler_t handler, unsigned long flags,
		const char *name, void *dev_id);
int devm_request_irq(struct device *dev, unsigned int irq, irq_handler_t handler,
		     unsigned long flags, const char *name, void *dev_id);
void free_irq(unsigned int irq, void *dev_id);

#endif
"""

HEADERS["kbus.h"] = r"""/* kbus.h: platform, i2c and pci buses with drvdata helpers through &x->dev. */
#ifndef KBUS_H
#define KBUS_H
#include "kdevice.h"

struct resource {
	u64 start;
	u64 end;
	const char *name;
	unsigned long flags;
};

struct platform_device {
	const char *name;
	int id;
	struct device dev;
	u32 num_resources;
	struct resource *resource;
};

static inline void *platform_get_drvdata(const struct platform_device *pdev)
{
	return dev_get_drvdata(&pdev->dev);
}

static inline void platform_set_drvdata(struct platform_device *pdev, void *data)
{
	dev_set_drvdata(&pdev->dev, data);
}

struct of_device_id {
	char name[32];
	char type[32];
	char compatible[128];
	const void *data;
};

struct platform_driver {
	int (*probe)(struct platform_device *);
	int (*remove)(struct platform_device *);
	void (*shutdown)(struct platform_device *);
	struct {
		const char *name;
		const struct of_device_id *of_match_table;
	} driver;
};

int platform_get_irq(struct platform_device *pdev, unsigned int num);
struct resource *platform_get_resource(struct platform_device *pdev, unsigned int type, unsigned int num);
int __platform_driver_register(struct platform_driver *drv, const char *mod);
#define platform_driver_register(drv) __platform_driver_register(drv, "bench")
const struct of_device_id *of_match_device(const struct of_device_id *matches,
					   const struct device *dev);
const void *of_device_get_match_data(const struct device *dev);
int of_property_read_u32(const struct device *dev, const char *name, u32 *out);

struct i2c_adapter {
	int nr;
	const char *name;
	struct device dev;
};

struct i2c_client {
	unsigned short flags;
	unsigned short addr;
	char name[20];
	struct i2c_adapter *adapter;
	struct device dev;
	int irq;
};

static inline void *i2c_get_clientdata(const struct i2c_client *client)
{
	return dev_get_drvdata(&client->dev);
}

static inline void i2c_set_clientdata(struct i2c_client *client, void *data)
{
	dev_set_drvdata(&client->dev, data);
}

int i2c_smbus_read_byte_data(const struct i2c_client *client, u8 command);
int i2c_smbus_write_byte_data(const struct i2c_client *client, u8 command, u8 value);
int i2c_smbus_read_word_data(const struct i2c_client *client, u8 command);

struct pci_dev {
	unsigned int devfn;
	unsigned short vendor;
	unsigned short device;
	unsigned int class;
	u8 revision;
	struct device dev;
	int irq;
};

static inline void *pci_get_drvdata(struct pci_dev *pdev)
{
	return dev_get_drvdata(&pdev->dev);
}

static inline void pci_set_drvdata(struct pci_dev *pdev, void *data)
{
	dev_set_drvdata(&pdev->dev, data);
}

int pci_enable_device(struct pci_dev *dev);
void pci_disable_device(struct pci_dev *dev);
void __iomem *pci_iomap(struct pci_dev *dev, int bar, unsigned long maxlen);
int pci_read_config_dword(const struct pci_dev *dev, int where, u32 *val);

#endif
"""

HEADERS["kfs.h"] = r"""/* kfs.h: files, inodes, seq_file and misc devices. */
#ifndef KFS_H
#define KFS_H
#include "kdevice.h"

struct inode {
	unsigned long i_ino;
	unsigned int i_mode;
	loff_t i_size;
	void *i_private;
};

struct file {
	unsigned int f_flags;
	loff_t f_pos;
	struct inode *f_inode;
	void *private_data;
};

struct seq_file {
	char *buf;
	size_t size;
	size_t count;
	loff_t index;
	void *private;
};

struct file_operations {
	int (*open)(struct inode *, struct file *);
	int (*release)(struct inode *, struct file *);
	ssize_t (*read)(struct file *, char *, size_t, loff_t *);
	ssize_t (*write)(struct file *, const char *, size_t, loff_t *);
	long (*unlocked_ioctl)(struct file *, unsigned int, unsigned long);
};

struct miscdevice {
	int minor;
	const char *name;
	const struct file_operations *fops;
	struct device *parent;
};

int single_open(struct file *file, int (*show)(struct seq_file *, void *), void *data);
int seq_printf(struct seq_file *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int misc_register(struct miscdevice *misc);
void misc_deregister(struct miscdevice *misc);
unsigned long copy_to_user(void *to, const void *from, unsigned long n);
unsigned long copy_from_user(void *to, const void *from, unsigned long n);

static inline struct inode *file_inode(const struct file *f)
{
	return f->f_inode;
}

#endif
"""

HEADERS["ksound.h"] = r"""/* ksound.h: ALSA-like card/pcm/substream with chip accessors. */
#ifndef KSOUND_H
#define KSOUND_H
#include "kdevice.h"

struct snd_card {
	int number;
	char id[16];
	char driver[16];
	char shortname[32];
	void *private_data;
	void (*private_free)(struct snd_card *card);
	struct device *dev;
};

struct snd_pcm {
	struct snd_card *card;
	int device;
	unsigned int info_flags;
	char name[80];
	void *private_data;
	void (*private_free)(struct snd_pcm *pcm);
};

struct snd_pcm_runtime {
	unsigned int rate;
	unsigned int channels;
	unsigned long buffer_size;
	unsigned long period_size;
	unsigned long hw_ptr;
	void *private_data;
	void (*private_free)(struct snd_pcm_runtime *runtime);
};

struct snd_pcm_substream {
	struct snd_pcm *pcm;
	int number;
	int stream;
	char name[32];
	void *private_data;
	struct snd_pcm_runtime *runtime;
};

struct snd_pcm_ops {
	int (*open)(struct snd_pcm_substream *substream);
	int (*close)(struct snd_pcm_substream *substream);
	int (*prepare)(struct snd_pcm_substream *substream);
	int (*trigger)(struct snd_pcm_substream *substream, int cmd);
	unsigned long (*pointer)(struct snd_pcm_substream *substream);
};

#define snd_pcm_substream_chip(substream) ((substream)->private_data)
#define snd_pcm_chip(pcm) ((pcm)->private_data)

/* What the core does when it opens a substream. */
static inline void snd_pcm_attach_chip(struct snd_pcm_substream *substream)
{
	substream->private_data = substream->pcm->private_data;
}

int snd_card_new(struct device *parent, int idx, const char *xid,
		 int extra_size, struct snd_card **card_ret);
int snd_card_register(struct snd_card *card);
int snd_card_free(struct snd_card *card);
int snd_pcm_new(struct snd_card *card, const char *id, int device,
		int playback_count, int capture_count, struct snd_pcm **rpcm);
void snd_pcm_set_ops(struct snd_pcm *pcm, int direction, const struct snd_pcm_ops *ops);
void snd_pcm_period_elapsed(struct snd_pcm_substream *substream);

#define SNDRV_PCM_TRIGGER_STOP 0
#define SNDRV_PCM_TRIGGER_START 1
#define SNDRV_PCM_STREAM_PLAYBACK 0
#define SNDRV_PCM_STREAM_CAPTURE 1

#endif
"""

HEADERS["knet.h"] = r"""/* knet.h: a net_device with ml_priv and netdev_priv(). */
#ifndef KNET_H
#define KNET_H
#include "kdevice.h"

struct net_device {
	char name[16];
	unsigned long state;
	unsigned int mtu;
	unsigned int flags;
	int ifindex;
	void *ml_priv;
	struct device dev;
};

#define NETDEV_ALIGN 32

/* Private area allocated right after struct net_device (raw memory). */
static inline void *netdev_priv(const struct net_device *dev)
{
	return (char *)dev + ((sizeof(struct net_device) + NETDEV_ALIGN - 1) & ~(NETDEV_ALIGN - 1));
}

struct net_device *alloc_etherdev(int sizeof_priv);
int register_netdev(struct net_device *dev);
void unregister_netdev(struct net_device *dev);
void free_netdev(struct net_device *dev);
void netif_carrier_on(struct net_device *dev);
void netif_carrier_off(struct net_device *dev);

#endif
"""

HEADERS["kshared.h"] = r"""/* kshared.h: subsystem objects shared by many drivers. */
#ifndef KSHARED_H
#define KSHARED_H
#include "kdevice.h"

struct kshared_regmap {
	unsigned int reg_bits;
	unsigned int val_bits;
	unsigned long max_register;
	u32 cache[16];
	spinlock_t lock;
};

struct kshared_dma_desc {
	dma_addr_t dma_addr;
	u16 len;
	u16 desc_flags;
	struct list_head node;
};

struct kshared_fw {
	size_t size;
	const u8 *data;
	u32 version;
	u8 sig[8];
};

struct kshared_bus_client {
	unsigned char bus_id;
	u8 bus_flags;
	void *bus_priv;
	struct device *parent;
};

static inline void *kshared_client_get_priv(const struct kshared_bus_client *cl)
{
	return cl->bus_priv;
}

static inline void kshared_client_set_priv(struct kshared_bus_client *cl, void *priv)
{
	cl->bus_priv = priv;
}

int kshared_regmap_read(struct kshared_regmap *map, unsigned int reg, unsigned int *val);
int kshared_regmap_write(struct kshared_regmap *map, unsigned int reg, unsigned int val);
int kshared_request_firmware(const struct kshared_fw **fw, const char *name, struct device *dev);
void kshared_release_firmware(const struct kshared_fw *fw);

#endif
"""

HEADERS["kernel.h"] = r"""/* kernel.h: the usual umbrella header. */
#ifndef KERNEL_H
#define KERNEL_H
#include "ktypes.h"
#include "klist.h"
#include "kdevice.h"
#include "kbus.h"
#include "kfs.h"
#include "ksound.h"
#include "knet.h"
#include "kshared.h"
#endif
"""

# --------------------------------------------------------------------------
# Type model
# --------------------------------------------------------------------------

# canonical classes for the common-initial-sequence rule: deliberately coarse
# (every pointer is "ptr") so that "incompatible" here means incompatible for
# any finer reading of the rule.
CANON = {
    "int": "int", "s32": "int", "unsigned int": "uint", "u32": "uint",
    "long": "long", "unsigned long": "ulong", "size_t": "ulong",
    "short": "short", "s16": "short", "unsigned short": "ushort", "u16": "ushort",
    "u8": "uchar", "unsigned char": "uchar", "s8": "schar",
    "u64": "ullong", "dma_addr_t": "ullong", "long long": "llong", "s64": "llong",
    "loff_t": "llong",
}

NUM_FIELDS = [
    ("u32", "irq_count"), ("int", "irq"), ("unsigned long", "flags"),
    ("u16", "vendor_id"), ("u8", "revision"), ("long", "offset"),
    ("unsigned int", "mask"), ("u64", "bytes"), ("short", "temp"),
    ("size_t", "len"), ("int", "refcnt"), ("unsigned int", "state"),
    ("u32", "status"), ("int", "mode"), ("u32", "ctrl"), ("u16", "rate_div"),
    ("u8", "channels"), ("long", "timeout"), ("unsigned long", "base_addr"),
    ("u32", "fifo_depth"), ("int", "gain"), ("u32", "clk_hz"),
    ("unsigned int", "period"), ("u64", "frames"), ("s16", "bias"),
    ("u8", "pin_mask"), ("unsigned short", "port_nr"), ("int", "retries"),
    ("u32", "event_mask"), ("long long", "stamp"), ("u16", "seq"),
    ("unsigned int", "head"), ("unsigned int", "tail"), ("int", "err_count"),
]
PTR_FIELDS = [
    ("struct device *", "dev"), ("const char *", "name"), ("u8 *", "buf"),
    ("struct kshared_regmap *", "map"), ("struct clk *", "clk"),
    ("struct regulator *", "supply"), ("struct gpio_desc *", "reset_gpio"),
    ("const struct kshared_fw *", "fw"),
]
EMBED_FIELDS = [
    ("spinlock_t", "lock", "spinlock_t"), ("struct list_head", "node", "struct list_head"),
    ("struct mutex", "mutex", "struct mutex"), ("struct work_struct", "work", "struct work_struct"),
    ("struct timer_list", "timer", "struct timer_list"),
]
ARRAY_FIELDS = [("u8", "rxbuf", 64), ("u32", "regs_cache", 16), ("char", "label", 32)]

DATA_NOUNS = ["chip", "priv", "hw", "state", "info", "ctx", "runtime", "fw_state",
              "cfg", "stats", "codec", "dsp", "regs", "caps", "pdata", "variant",
              "calib", "mixer", "clkctl", "pm"]
HOST_NOUNS = ["port", "queue", "channel", "stream", "endpoint", "ring", "engine",
              "pipe", "link", "slot", "bank", "lane", "vchan", "fifo", "mailbox",
              "session", "request", "ctrl", "bridge", "dai", "phy", "pin", "zone",
              "irqdesc", "client", "handle", "tx", "rx"]
VOID_NAMES = ["priv", "private_data", "drvdata", "cookie", "context", "ctx", "data",
              "host_data", "user_data", "opaque", "handle", "owner_priv", "client_data",
              "cb_arg", "parent_priv"]
VENDORS = ["wm", "ak", "tas", "cs", "rt", "ad", "max", "nau", "es", "da", "ssm", "tlv",
           "mt", "rk", "sun", "imx", "qc", "bcm", "mx", "sn"]


class Field:
    def __init__(self, ctype, name, cat, canon, embed=None, arr=None):
        self.ctype, self.name, self.cat, self.canon = ctype, name, cat, canon
        self.embed, self.arr = embed, arr

    def decl(self):
        if self.cat == "arr":
            return "%s %s[%d];" % (self.ctype, self.name, self.arr)
        if self.ctype.endswith("*"):
            return "%s%s;" % (self.ctype, self.name)
        return "%s %s;" % (self.ctype, self.name)


class SType:
    """A struct type: name like 'struct wm001_chip0'."""

    def __init__(self, name, fields, defined=True):
        self.name, self.fields, self.defined = name, fields, defined

    def canon(self):
        return [f.canon for f in self.fields]

    def num_fields(self):
        return [f for f in self.fields if f.cat == "num"]

    def has(self, fname):
        return any(f.name == fname for f in self.fields)


def header_types():
    """The header structs the generator may store or read, with their layout."""
    t = {}

    def mk(name, spec):
        fs = []
        for ctype, fname in spec:
            if ctype.endswith("*"):
                fs.append(Field(ctype, fname, "ptr", "ptr"))
            elif ctype.startswith("struct ") or ctype == "spinlock_t":
                fs.append(Field(ctype, fname, "embed", ctype, embed=ctype))
            elif "[" in fname:
                base, n = fname.split("[")
                fs.append(Field(ctype, base, "arr", "arr:%s:%s" % (CANON.get(ctype, ctype), n[:-1]),
                                arr=int(n[:-1])))
            else:
                fs.append(Field(ctype, fname, "num", CANON[ctype]))
        t[name] = SType(name, fs, defined=False)

    mk("struct kshared_regmap", [("unsigned int", "reg_bits"), ("unsigned int", "val_bits"),
                                 ("unsigned long", "max_register"), ("u32", "cache[16]"),
                                 ("spinlock_t", "lock")])
    mk("struct kshared_dma_desc", [("dma_addr_t", "dma_addr"), ("u16", "len"),
                                   ("u16", "desc_flags"), ("struct list_head", "node")])
    mk("struct kshared_fw", [("size_t", "size"), ("const u8 *", "data"), ("u32", "version"),
                             ("u8", "sig[8]")])
    return t


# --------------------------------------------------------------------------
# Slot model
# --------------------------------------------------------------------------

class Slot:
    """A void * slot of the translation unit and what the plan stores in it.

    kind: 'host' (member of a per-file struct), 'global', or 'hdr' (a member of
    a header struct, accessed through a context parameter).
    store entries: ('T', typename) | ('opaque',) | ('raw',) | ('int',)
    """

    def __init__(self, key, kind):
        self.key, self.kind = key, kind
        self.direct = []          # planned direct store entries
        self.alias_of = []        # slots whose stores flow in
        self.const = False
        self.host = None          # SType for host slots
        self.member = None
        self.gname = None         # global variable name
        self.getter = None        # per-file getter name (host slots)
        self.setter = None

    def effective(self, seen=None):
        seen = seen or set()
        if self.key in seen:
            return set()
        seen.add(self.key)
        out = set(self.direct)
        for s in self.alias_of:
            out |= s.effective(seen)
        return out


class Ctx:
    """How a function reaches a header or host slot: a parameter."""

    def __init__(self, ptype, pname):
        self.ptype, self.pname = ptype, pname

    def param(self):
        return "%s%s" % (self.ptype, self.pname) if self.ptype.endswith("*") \
            else "%s %s" % (self.ptype, self.pname)


# header slots: key -> list of (ctx param type, param name, load exprs, getter exprs, store fmts)
# load exprs and getter exprs are format strings over {p}; store fmts over {p} and {v}.
HDR_SLOTS = {
    "struct device::driver_data": [
        ("struct platform_device *", "pdev", ["{p}->dev.driver_data"],
         ["platform_get_drvdata({p})", "dev_get_drvdata(&{p}->dev)"],
         ["platform_set_drvdata({p}, {v});", "dev_set_drvdata(&{p}->dev, {v});"]),
        ("struct device *", "dev", ["{p}->driver_data"], ["dev_get_drvdata({p})"],
         ["dev_set_drvdata({p}, {v});", "{p}->driver_data = {v};"]),
        ("struct i2c_client *", "i2c", ["{p}->dev.driver_data"], ["i2c_get_clientdata({p})"],
         ["i2c_set_clientdata({p}, {v});"]),
        ("struct pci_dev *", "pci", ["{p}->dev.driver_data"], ["pci_get_drvdata({p})"],
         ["pci_set_drvdata({p}, {v});"]),
    ],
    "struct device::platform_data": [
        ("struct device *", "dev", ["{p}->platform_data"], ["dev_get_platdata({p})"],
         ["{p}->platform_data = {v};"]),
        ("struct platform_device *", "pdev", ["{p}->dev.platform_data"],
         ["dev_get_platdata(&{p}->dev)"], ["{p}->dev.platform_data = {v};"]),
    ],
    "struct file::private_data": [
        ("struct file *", "file", ["{p}->private_data"], [], ["{p}->private_data = {v};"]),
    ],
    "struct inode::i_private": [
        ("struct inode *", "inode", ["{p}->i_private", "file_inode(file)->i_private"], [],
         ["{p}->i_private = {v};"]),
    ],
    "struct snd_card::private_data": [
        ("struct snd_card *", "card", ["{p}->private_data"], [], ["{p}->private_data = {v};"]),
    ],
    "struct snd_pcm::private_data": [
        ("struct snd_pcm *", "pcm", ["{p}->private_data", "snd_pcm_chip({p})"], [],
         ["{p}->private_data = {v};"]),
    ],
    "struct snd_pcm_substream::private_data": [
        ("struct snd_pcm_substream *", "substream", ["snd_pcm_substream_chip({p})",
                                                     "{p}->private_data"], [],
         ["{p}->private_data = {v};"]),
    ],
    "struct snd_pcm_runtime::private_data": [
        ("struct snd_pcm_runtime *", "runtime", ["{p}->private_data"], [],
         ["{p}->private_data = {v};"]),
        ("struct snd_pcm_substream *", "substream", ["{p}->runtime->private_data"], [],
         ["{p}->runtime->private_data = {v};"]),
    ],
    "struct net_device::ml_priv": [
        ("struct net_device *", "ndev", ["{p}->ml_priv"], [], ["{p}->ml_priv = {v};"]),
    ],
    "struct kshared_bus_client::bus_priv": [
        ("struct kshared_bus_client *", "bcl", ["{p}->bus_priv"], ["kshared_client_get_priv({p})"],
         ["kshared_client_set_priv({p}, {v});", "{p}->bus_priv = {v};"]),
    ],
    "struct seq_file::private": [
        ("struct seq_file *", "seq", ["{p}->private"], [], []),
    ],
    "struct of_device_id::data": [
        ("const struct of_device_id *", "match", ["{p}->data"], [], []),
    ],
}


# --------------------------------------------------------------------------
# Per-file generator
# --------------------------------------------------------------------------

class FileGen:
    def __init__(self, idx, seed, target_lines, planted_range):
        self.idx = idx
        self.rng = random.Random(seed * 1000003 + idx * 7919 + 17)
        self.target = target_lines
        self.planted_range = planted_range
        self.pfx = "%s%03d" % (self.rng.choice(VENDORS), idx)
        self.out = []                     # emitted lines
        self.types = header_types()       # name -> SType
        self.data_types = []              # names usable as stored types
        self.derived = {}                 # ext name -> base name
        self.slots = []
        self.helpers_done = set()
        self.planted = []                 # dicts
        self.fn_counter = 0
        self.uniq = 0

    # ---- small utilities --------------------------------------------------

    def name(self, stem):
        self.uniq += 1
        return "%s_%s%d" % (self.pfx, stem, self.uniq)

    def emit(self, lines):
        self.out.extend(lines)

    def lineno(self):
        return len(self.out) + 1

    # ---- compatibility model (mirrors the spec, conservatively) -------------

    def first_chain(self, tname):
        res = []
        t = self.types.get(tname)
        while t and t.fields and t.fields[0].cat == "embed":
            tname = t.fields[0].embed
            res.append(tname)
            t = self.types.get(tname)
        return res

    def compat(self, T, U):
        if T == U or T in self.first_chain(U) or U in self.first_chain(T):
            return True
        a, b = self.types[T].canon(), self.types[U].canon()
        n = 0
        while n < len(a) and n < len(b) and a[n] == b[n]:
            n += 1
        return n == len(a) or n == len(b)

    def flagged(self, slot, T):
        eff = slot.effective()
        if not eff:
            return False
        if any(e[0] in ("opaque", "raw") for e in eff):
            return False
        return not any(e[0] == "T" and self.compat(T, e[1]) for e in eff)

    def compatible_reads(self, slot):
        """Types T that may be read from slot without a warning."""
        eff = slot.effective()
        typed = sorted(e[1] for e in eff if e[0] == "T")
        if not eff or any(e[0] in ("opaque", "raw") for e in eff):
            return list(self.data_types)          # anything goes
        if not typed:
            return []                             # integer-only slot
        res = set(typed)
        for u in typed:
            for t in self.data_types:
                if t in self.first_chain(u) or u in self.first_chain(t):
                    res.add(t)
        return sorted(res)

    # ---- types --------------------------------------------------------------

    def prefix_free(self, canon):
        for t in self.types.values():
            c = t.canon()
            n = min(len(c), len(canon))
            if c[:n] == canon[:n]:
                return False
        return True

    def make_fields(self, nmin, nmax, first=None):
        rng = self.rng
        n = rng.randint(nmin, nmax)
        used = set()
        fields = []
        if first:
            fields.append(first)
            used.add(first.name)
        while len(fields) < n:
            r = rng.random()
            if r < 0.62:
                ct, fn = rng.choice(NUM_FIELDS)
                f = Field(ct, fn, "num", CANON[ct])
            elif r < 0.80:
                ct, fn = rng.choice(PTR_FIELDS)
                f = Field(ct, fn, "ptr", "ptr")
            elif r < 0.92:
                if not fields:
                    continue
                ct, fn, emb = rng.choice(EMBED_FIELDS)
                f = Field(ct, fn, "embed", emb, embed=emb)
            else:
                ct, fn, n_ = rng.choice(ARRAY_FIELDS)
                f = Field(ct, fn, "arr", "arr:%s:%d" % (ct, n_), arr=n_)
            if f.name in used:
                continue
            used.add(f.name)
            fields.append(f)
        return fields

    def gen_types(self):
        rng = self.rng
        nouns = list(DATA_NOUNS)
        rng.shuffle(nouns)
        ndata = rng.randint(10, 16)
        for i in range(ndata):
            name = "struct %s_%s" % (self.pfx, nouns[i % len(nouns)] + ("" if i < len(nouns) else str(i)))
            while True:
                fs = self.make_fields(5, 10)
                if sum(1 for f in fs if f.cat == "num") >= 3 and fs[0].cat != "embed" \
                        and self.prefix_free([f.canon for f in fs]):
                    break
            if rng.random() < 0.35:
                # an MMIO base: a void * member with opaque stores (a slot of its own)
                fs.append(Field("void __iomem *", "mmio", "void", "ptr"))
            self.types[name] = SType(name, fs)
            self.data_types.append(name)
        # derived structs embedding a base as first member
        for i in range(rng.randint(1, 3)):
            base = rng.choice(self.data_types[:ndata])
            if base in self.derived.values():
                continue
            name = "%s_ext%d" % (base, i)
            while True:
                fs = self.make_fields(4, 7, first=Field(base, "base", "embed", base, embed=base))
                if sum(1 for f in fs if f.cat == "num") >= 3:
                    break
            self.types[name] = SType(name, fs)
            self.data_types.append(name)
            self.derived[name] = base
        # shared header types are storable too
        self.data_types.extend(["struct kshared_regmap", "struct kshared_dma_desc",
                                "struct kshared_fw"])

        # host structs holding void * slots
        hnouns = list(HOST_NOUNS)
        rng.shuffle(hnouns)
        self.hosts = []
        for i in range(rng.randint(8, 13)):
            noun = hnouns[i % len(hnouns)] + ("" if i < len(hnouns) else str(i))
            name = "struct %s_%s" % (self.pfx, noun)
            first = Field("unsigned int", "%s_index" % noun, "num", "uint")
            fs = self.make_fields(3, 6, first=first)
            vnames = list(VOID_NAMES)
            rng.shuffle(vnames)
            nv = rng.randint(1, 3)
            for v in vnames[:nv]:
                pos = rng.randint(1, len(fs))
                fs.insert(pos, Field("void *", v, "void", "ptr"))
            h = SType(name, fs)
            self.types[name] = h
            self.hosts.append(h)
            for f in fs:
                if f.cat == "void":
                    s = Slot("%s::%s" % (name, f.name), "host")
                    s.host, s.member = h, f.name
                    short = name.split(" ")[1]
                    s.getter = "%s_get_%s" % (short, f.name)
                    s.setter = "%s_set_%s" % (short, f.name)
                    s.param = Ctx(name + " *", noun.replace("-", "_"))
                    self.slots.append(s)
        # data-struct mmio slots
        for t in self.data_types:
            ty = self.types[t]
            if ty.has("mmio") and ty.defined:
                s = Slot("%s::mmio" % t, "mmio")
                s.direct.append(("opaque",))
                self.slots.append(s)
        # globals
        for i in range(self.rng.randint(2, 5)):
            g = "%s_g_%s" % (self.pfx, self.rng.choice(["ctx", "active", "cur", "default", "last"]) + str(i))
            s = Slot(g, "global")
            s.gname = g
            self.slots.append(s)

    # ---- planning -----------------------------------------------------------

    def plan(self):
        rng = self.rng
        real = [t for t in self.data_types if not t.startswith("struct kshared")]
        self.main_chip = rng.choice([t for t in real if t not in self.derived])
        for s in self.slots:
            if s.kind == "mmio":
                continue
            r = rng.random()
            if r < 0.70:
                s.direct.append(("T", rng.choice(self.data_types)))
                if rng.random() < 0.2:
                    s.direct.append(("T", rng.choice(self.data_types)))
            elif r < 0.77:
                s.direct.append(("opaque",))
            elif r < 0.83:
                s.direct.append(("raw",))
            elif r < 0.90 and s.kind == "host":
                s.direct.append(("int",))
            # else: never stored (unknown -> silent)
        # aliases between host slots (b->q = a->p)
        hs = [s for s in self.slots if s.kind == "host"]
        for _ in range(rng.randint(1, 3)):
            a, b = rng.sample(hs, 2)
            if self.slots.index(a) < self.slots.index(b) and a not in b.alias_of \
                    and any(e[0] == "T" for e in a.direct):
                b.alias_of.append(a)
        # header slots
        self.hdr = {}
        keys = list(HDR_SLOTS)
        for key in keys:
            if key == "struct device::driver_data" or rng.random() < 0.75:
                s = Slot(key, "hdr")
                s.ctxs = HDR_SLOTS[key]
                self.hdr[key] = s
        dd = self.hdr["struct device::driver_data"]
        # One type, stored through every bus (see the note in plan() below).
        dd.direct.append(("T", self.main_chip))
        for key, s in self.hdr.items():
            if key in ("struct device::driver_data", "struct seq_file::private"):
                continue
            if key == "struct of_device_id::data":
                s.const = True
                s.direct.append(("T", rng.choice(real)))
                continue
            if key == "struct snd_pcm_substream::private_data":
                if "struct snd_pcm::private_data" in self.hdr:
                    s.alias_of.append(self.hdr["struct snd_pcm::private_data"])
                if rng.random() < 0.3:
                    s.direct.append(("T", rng.choice(real)))
                continue
            if key in ("struct snd_card::private_data", "struct snd_pcm::private_data"):
                s.direct.append(("T", self.main_chip))
                continue
            s.direct.append(("T", rng.choice(real)))
            if rng.random() < 0.25:
                s.direct.append(("T", rng.choice(real)))
        if "struct file::private_data" in self.hdr and "struct inode::i_private" in self.hdr \
                and rng.random() < 0.6:
            self.hdr["struct file::private_data"].alias_of.append(self.hdr["struct inode::i_private"])
        self.slots.extend(self.hdr.values())
        # A store site for every planned (slot, entry). A header slot reached
        # through several containers (driver_data through &pdev->dev, &i2c->dev,
        # &pci->dev or a plain struct device *) gets each entry stored through
        # every one of them, so the expected verdicts are the same whether the
        # check keeps one set per member (as specified) or one per access path.
        self.pending = []
        for s in self.slots:
            if s.kind in ("mmio",) or s.key == "struct of_device_id::data":
                continue
            ctxis = [None]
            if s.kind == "hdr":
                ctxis = [i for i, c in enumerate(s.ctxs) if c[4]]
            for e in s.direct:
                for ci in ctxis:
                    self.pending.append((s, e, ci))
            # Every alias is written in the file itself: the header's
            # snd_pcm_attach_chip is a static inline no file calls, and the
            # check rightly skips what never runs.
            for a in s.alias_of:
                for ci in ctxis:
                    self.pending.append((s, ("alias", a), ci))
        rng.shuffle(self.pending)

    # ---- emission: top of file ------------------------------------------------

    def emit_prologue(self):
        self.emit(["// SPDX-License-Identifier: GPL-2.0",
                   "/*",
                   " * drv_%03d.c: synthetic %s driver (generated by bench/gen_corpus.py)." % (self.idx, self.pfx),
                   " */",
                   '#include "kernel.h"', "",
                   "#define %s_NAME \"%s\"" % (self.pfx.upper(), self.pfx),
                   "#define %s_REG_CTRL 0x%02x" % (self.pfx.upper(), self.rng.randint(0, 0x3f) * 4),
                   "#define %s_REG_STATUS 0x%02x" % (self.pfx.upper(), self.rng.randint(0x40, 0x7f) * 4),
                   "#define %s_FIFO_SIZE %d" % (self.pfx.upper(), self.rng.choice([16, 32, 64, 128])),
                   ""])
        # struct definitions in dependency order
        order = [t for t in self.data_types if self.types[t].defined and t not in self.derived] + \
                [t for t in self.data_types if t in self.derived] + [h.name for h in self.hosts]
        for tname in order:
            t = self.types[tname]
            self.emit([tname + " {"] + ["\t" + f.decl() for f in t.fields] + ["};", ""])
        # static instances for &instance stores
        for tname in self.data_types:
            if self.types[tname].defined:
                self.emit(["static %s %s __maybe_unused;" % (tname, self.inst_name(tname))])
        self.emit([""])
        for s in self.slots:
            if s.kind == "global":
                self.emit(["static void *%s __maybe_unused;" % s.gname])
        self.emit([""])
        # per-file accessors
        for s in self.slots:
            if s.kind != "host":
                continue
            h = s.host
            p = s.param.pname
            self.emit([
                "static inline __maybe_unused void *%s(const %s *%s)" % (s.getter, h.name, p),
                "{", "\treturn %s->%s;" % (p, s.member), "}", "",
                "static inline __maybe_unused void %s(%s *%s, void *v)" % (s.setter, h.name, p),
                "{", "\t%s->%s = v;" % (p, s.member), "}", ""])
        # of_device_id match table: stores into of_device_id::data
        if "struct of_device_id::data" in self.hdr:
            s = self.hdr["struct of_device_id::data"]
            t = s.direct[0][1]
            self.of_variant = t
            self.emit(["static const %s %s_variant_a = { 0 };" % (t, self.pfx),
                       "static const %s %s_variant_b = { 0 };" % (t, self.pfx),
                       "",
                       "static const struct of_device_id %s_of_match[] = {" % self.pfx,
                       "\t{ .compatible = \"vendor,%s-a\", .data = &%s_variant_a }," % (self.pfx, self.pfx),
                       "\t{ .compatible = \"vendor,%s-b\", .data = &%s_variant_b }," % (self.pfx, self.pfx),
                       "\t{ 0 }",
                       "};", ""])
            f = self.types[t].num_fields()[0].name
            probe = "%s_platform_probe" % self.pfx
            self.emit(["static int %s(struct platform_device *pdev)" % probe, "{",
                       "\tconst struct of_device_id *match = of_match_device(%s_of_match, &pdev->dev);" % self.pfx,
                       "\tconst %s *variant;" % t, "",
                       "\tif (!match)", "\t\treturn -ENODEV;"])
            self.of_load_line = self.lineno()
            self.emit(["\tvariant = match->data;",
                       "\treturn variant->%s ? 0 : -EINVAL;" % f, "}", "",
                       "static struct platform_driver %s_driver = {" % self.pfx,
                       "\t.probe = %s," % probe,
                       "\t.driver = {", "\t\t.name = %s_NAME," % self.pfx.upper(),
                       "\t\t.of_match_table = %s_of_match," % self.pfx, "\t},", "};", "",
                       "int %s_driver_init(void)" % self.pfx, "{",
                       "\treturn platform_driver_register(&%s_driver);" % self.pfx, "}", ""])

    def inst_name(self, tname):
        return tname.split(" ")[1] + "_inst" if not tname.startswith("struct kshared") else None

    # ---- helpers emitted on demand ------------------------------------------

    def tshort(self, tname):
        return tname.split(" ")[1]

    def num_field_of(self, tname):
        return self.rng.choice(self.types[tname].num_fields())

    def ensure_touch(self, tname):
        """static int X_touch(T *x, int k): typed parameter (argument passing load)."""
        fn = "%s_touch" % self.tshort(tname)
        if fn in self.helpers_done:
            return fn
        self.helpers_done.add(fn)
        f1 = self.types[tname].num_fields()[0].name
        f2 = self.types[tname].num_fields()[-1].name
        self.emit(["static int %s(%s *x, int k)" % (fn, tname), "{",
                   "\tif (!x)", "\t\treturn -EINVAL;",
                   "\treturn (int)(x->%s + k) ^ (int)x->%s;" % (f1, f2), "}", ""])
        return fn

    def ensure_vpeek(self, tname, fresh=False):
        """static int X_peek(void *arg): the load happens on the void * parameter."""
        fn = "%s_peek" % self.tshort(tname)
        if fresh:
            fn = self.name(self.tshort(tname).split("_", 1)[1] + "_inspect")
        if fn in self.helpers_done:
            return fn, None
        self.helpers_done.add(fn)
        f1 = self.types[tname].num_fields()[0].name
        self.emit(["static int %s(void *arg)" % fn, "{"])
        load_line = self.lineno()
        self.emit(["\t%s *x = arg;" % tname, "",
                   "\treturn x ? (int)x->%s : -ENODEV;" % f1, "}", ""])
        return fn, load_line

    def ensure_conv(self, s, tname, fresh=False):
        """static T *H_m_as_X(host *h): the load is the return statement."""
        if s.kind != "host":
            return None, None
        fn = "%s_%s_as_%s" % (self.tshort(s.host.name), s.member, self.tshort(tname).split("_", 1)[1])
        if fresh:
            fn = self.name(fn.split("_", 1)[1])
        if fn in self.helpers_done:
            return fn, None
        self.helpers_done.add(fn)
        p = s.param.pname
        self.emit(["static %s *%s(%s *%s)" % (tname, fn, s.host.name, p), "{"])
        line = self.lineno()
        self.emit(["\treturn %s->%s;" % (p, s.member), "}", ""])
        return fn, line

    # ---- slot access expressions ---------------------------------------------

    def access(self, s, getter_ok=True):
        """-> (params list of (decl, name), expr, via_getter)."""
        rng = self.rng
        if s.kind == "host":
            p = s.param
            if getter_ok and rng.random() < 0.25:
                return [(p.param(), p.pname)], "%s(%s)" % (s.getter, p.pname), True
            return [(p.param(), p.pname)], "%s->%s" % (p.pname, s.member), False
        if s.kind == "global":
            return [], s.gname, False
        ptype, pname, loads, getters, _ = rng.choice(s.ctxs)
        params = [("%s%s" % (ptype, pname), pname)]
        opts = [(l, False) for l in loads] + ([(g, True) for g in getters] if getter_ok else [])
        e, viag = rng.choice(opts)
        if "file_inode(file)" in e:
            params = [("struct file *file", "file")]
        return params, e.format(p=pname), viag

    # ---- statements on a typed local ---------------------------------------------

    def use_stmts(self, var, tname, const, n):
        rng = self.rng
        t = self.types[tname]
        nums = t.num_fields()
        out = []
        for _ in range(n):
            f = rng.choice(nums)
            k = rng.randint(1, 97)
            r = rng.random()
            if r < 0.35 or const:
                out.append("total += (long)%s->%s * %d;" % (var, f.name, k))
            elif r < 0.55:
                out.append("%s->%s++;" % (var, f.name))
            elif r < 0.70:
                out.append("if (%s->%s & 0x%x)" % (var, f.name, rng.randint(1, 255)))
                out.append("\ttotal ^= 0x%x;" % rng.randint(1, 0xffff))
            elif r < 0.96:
                out.append("for (i = 0; i < (int)(%s->%s & 7); i++)" % (var, f.name))
                out.append("\ttotal += i * %d;" % k)
            else:
                out.append("switch (%s->%s & 3) {" % (var, f.name))
                for c in range(3):
                    out.append("case %d:" % c)
                    out.append("\ttotal += %d;" % rng.randint(1, 1000))
                    out.append("\tbreak;")
                out.append("default:")
                out.append("\ttotal -= %d;" % rng.randint(1, 1000))
                out.append("\tbreak;")
                out.append("}")
        if not const and t.has("lock") and rng.random() < 0.3:
            out = ["spin_lock(&%s->lock);" % var] + out + ["spin_unlock(&%s->lock);" % var]
        return out

    # ---- load functions -----------------------------------------------------------

    def pick_load(self, bad=False):
        """-> (slot, T) for a correct load, or a planted mismatch when bad."""
        rng = self.rng
        for _ in range(200):
            s = rng.choice(self.slots)
            if s.kind == "mmio":
                continue
            if bad:
                eff = s.effective()
                if not eff or any(e[0] in ("opaque", "raw") for e in eff):
                    continue
                if s.const:
                    continue
                cands = [t for t in self.data_types if self.flagged(s, t)
                         and self.types[t].num_fields()]
                if cands:
                    return s, rng.choice(cands)
            else:
                cands = self.compatible_reads(s)
                if cands:
                    T = rng.choice(cands)
                    assert not self.flagged(s, T), (s.key, T)
                    return s, T
                if s.effective() and all(e[0] == "int" for e in s.effective()):
                    return s, None          # integer slot: read back as an integer
        return None, None

    def gen_load_fn(self, planted=False):
        rng = self.rng
        nloads = rng.randint(4, 9)
        bad_at = rng.randrange(nloads) if planted else -1
        params = {}
        decls, body, tail = [], [], []
        need_i = False
        fname = self.name(rng.choice(["poll", "update", "service", "sync", "stat", "refresh",
                                      "process", "handle", "check", "apply", "flush"]))
        pre_lines = len(self.out)
        loads_meta = []
        for li in range(nloads):
            bad = li == bad_at
            s, T = self.pick_load(bad)
            if s is None:
                if bad:
                    return self.gen_load_fn(planted)
                continue
            var = "v%d" % li
            if T is None:
                ps, e, _ = self.access(s, getter_ok=False)
                for d, n in ps:
                    params[n] = d
                body.append(("long %s = (long)%s;" % (var, e), None))
                body.append(("total += %s & 0xff;" % var, None))
                continue
            ps, e, viag = self.access(s)
            for d, n in ps:
                params[n] = d
            cq = "const " if s.const else ""
            forms = ["init", "init", "assign", "cast", "temp", "arg", "vparam", "return", "inline"]
            if s.const:
                forms = ["init", "cast", "temp"]
            form = rng.choice(forms)
            if form == "return" and (s.kind != "host" or viag):
                form = "init"
            if form in ("arg", "vparam", "inline") and s.const:
                form = "init"
            mark = {"slot": s.key, "read_as": T + " *", "form": form + ("+getter" if viag else ""),
                    "bad": bad}
            if form == "init":
                body.append(("%s%s *%s = %s;" % (cq, T, var, e), mark))
            elif form == "assign":
                decls.append("%s *%s;" % (T, var))
                body.append(("%s = %s;" % (var, e), mark))
            elif form == "cast":
                body.append(("%s%s *%s = (%s%s *)%s;" % (cq, T, var, cq, T, e), mark))
            elif form == "temp":
                tmp = "p%d" % li
                body.append(("%svoid *%s = %s;" % (cq, tmp, e), None))
                body.append(("%s%s *%s = %s;" % (cq, T, var, tmp), mark))
            elif form == "return":
                fn, line = self.ensure_conv(s, T, fresh=bad)
                mark["line"] = line
                body.append(("%s *%s = %s(%s);" % (T, var, fn, s.param.pname), mark))
            elif form == "arg":
                fn = self.ensure_touch(T)
                body.append(("total += %s(%s, %d);" % (fn, e, rng.randint(0, 9)), mark))
                var = None
            elif form == "vparam":
                fn, line = self.ensure_vpeek(T, fresh=bad)
                mark["line"] = line
                body.append(("total += %s(%s);" % (fn, e), mark))
                var = None
            elif form == "inline":
                f = self.num_field_of(T)
                body.append(("total += (long)((%s *)%s)->%s;" % (T, e, f.name), mark))
                var = None
            loads_meta.append(mark)
            if var:
                if not s.const and rng.random() < 0.3:
                    body.append(("if (!%s)" % var, None))
                    body.append(("\treturn -ENODEV;", None))
                for st in self.use_stmts(var, T, bool(s.const), rng.choice([1, 1, 2])):
                    if st.startswith("for "):
                        need_i = True
                    body.append((st, None))
        if not loads_meta and not body:
            return
        ret_t = "int"
        plist = ", ".join(params.values()) if params else "void"
        self.emit(["%s %s(%s)" % (ret_t, fname, plist), "{"])
        for d in decls:
            self.emit(["\t" + d])
        self.emit(["\tlong total = 0;"])
        if need_i:
            self.emit(["\tint i;"])
        self.emit([""])
        for st, mark in body:
            if mark is not None and "line" not in mark:
                mark["line"] = self.lineno()
            self.emit(["\t" + st])
        self.emit(["\treturn (int)(total & 0x7fffffff);", "}", ""])
        for m in loads_meta:
            if m["bad"]:
                m.pop("bad")
                m["file"] = "src/drv_%03d.c" % self.idx
                if m.get("line") is None:
                    # reused helper: should not happen for planted loads
                    raise RuntimeError("planted load without a line")
                self.planted.append(m)
        self.nloads += len(loads_meta)

    # ---- store functions ------------------------------------------------------------

    def value_for(self, tname, locals_):
        """An expression of type tname * and its setup lines."""
        rng = self.rng
        inst = self.inst_name(tname)
        if inst and rng.random() < 0.25:
            return "&%s" % inst, []
        if tname in locals_:
            return locals_[tname], []
        v = "n%d" % len(locals_)
        locals_[tname] = v
        setup = ["%s *%s = kzalloc(sizeof(*%s), GFP_KERNEL);" % (tname, v, v),
                 "if (!%s)" % v, "\treturn -ENOMEM;"]
        for f in self.types[tname].num_fields()[:rng.randint(1, 2)]:
            setup.append("%s->%s = %d;" % (v, f.name, rng.randint(0, 255)))
        return v, setup

    def store_stmt(self, s, entry, ctxi, params, locals_, setup):
        rng = self.rng
        kind = entry[0]
        if kind == "T":
            v, st = self.value_for(entry[1], locals_)
            setup.extend(st)
        elif kind == "opaque":
            v = rng.choice(["kzalloc(%d, GFP_KERNEL)" % rng.choice([64, 128, 256]),
                            "kmalloc(%d, GFP_KERNEL)" % rng.choice([32, 512])])
        elif kind == "raw":
            v = "(char *)kmalloc(%d, GFP_KERNEL)" % rng.choice([64, 4096])
        elif kind == "int":
            params["idx"] = "int idx"
            v = "(void *)(long)(idx + %d)" % rng.randint(0, 15)
        elif kind == "alias":
            a = entry[1]
            ps, v, _ = self.access(a, getter_ok=False)
            for d, n in ps:
                params[n] = d
            if rng.random() < 0.3:
                tmp = "a%d" % len(setup)
                setup.append("void *%s = %s;" % (tmp, v))
                v = tmp
        if s.kind == "host":
            p = s.param
            params[p.pname] = p.param()
            r = rng.random()
            if r < 0.55 or kind == "alias":
                return "%s->%s = %s;" % (p.pname, s.member, v)
            if r < 0.8:
                return "%s(%s, %s);" % (s.setter, p.pname, v)
            # compound literal / designated initializer of the whole host
            return "*%s = (%s){ .%s = %d, .%s = %s };" % (
                p.pname, s.host.name, s.host.fields[0].name, rng.randint(0, 7), s.member, v)
        if s.kind == "global":
            return "%s = %s;" % (s.gname, v)
        ptype, pname, _, _, stores = s.ctxs[ctxi]
        params[pname] = "%s%s" % (ptype, pname)
        return rng.choice(stores).format(p=pname, v=v)

    def gen_store_fn(self, batch):
        rng = self.rng
        params, locals_, setup, stores = {}, {}, [], []
        for s, e, ci in batch:
            stores.append(self.store_stmt(s, e, ci, params, locals_, setup))
        # chained assignment: two host slots sharing a stored type
        fname = self.name(rng.choice(["probe", "attach", "open", "setup", "bind", "init_hw",
                                      "register", "start"]))
        plist = ", ".join(params.values()) if params else "void"
        self.emit(["int %s(%s)" % (fname, plist), "{"])
        for l in setup:
            self.emit(["\t" + l])
        self.emit([""])
        for l in stores:
            self.emit(["\t" + l])
        self.emit(["\treturn 0;", "}", ""])
        self.nstores += len(stores)

    def gen_chained_store(self):
        """a->m = b->n = v; for two host slots that both hold T."""
        by_t = {}
        for s in self.slots:
            if s.kind == "host":
                for e in s.direct:
                    if e[0] == "T":
                        by_t.setdefault(e[1], []).append(s)
        pairs = [(t, ss) for t, ss in sorted(by_t.items()) if len(ss) >= 2 and ss[0].host is not ss[1].host]
        if not pairs:
            return False
        t, ss = self.rng.choice(pairs)
        a, b = ss[0], ss[1]
        locals_, setup = {}, []
        v, st = self.value_for(t, locals_)
        setup.extend(st)
        fname = self.name("link")
        self.emit(["int %s(%s, %s)" % (fname, a.param.param(), b.param.param()), "{"])
        for l in setup:
            self.emit(["\t" + l])
        self.emit(["\t%s->%s = %s->%s = %s;" % (a.param.pname, a.member, b.param.pname, b.member, v),
                   "\treturn 0;", "}", ""])
        self.nstores += 2
        return True

    def gen_designated_static(self):
        """static struct host inst = { .idx = N, .m = &data_inst }; (file-scope stores)."""
        rng = self.rng
        cands = [s for s in self.slots if s.kind == "host" and
                 any(e[0] == "T" and self.inst_name(e[1]) for e in s.direct)]
        if not cands:
            return
        s = rng.choice(cands)
        t = [e[1] for e in s.direct if e[0] == "T" and self.inst_name(e[1])][0]
        name = self.name(self.tshort(s.host.name).split("_", 1)[1] + "_boot")
        self.emit(["%s %s = {" % (s.host.name, name),
                   "\t.%s = %d," % (s.host.fields[0].name, rng.randint(0, 9)),
                   "\t.%s = &%s," % (s.member, self.inst_name(t)), "};", ""])
        self.nstores += 1

    def gen_platform_static(self):
        """nested designated initializer storing into device::platform_data."""
        s = self.hdr.get("struct device::platform_data")
        if not s:
            return
        t = [e[1] for e in s.direct if e[0] == "T"][0]
        name = self.name("pdev")
        self.emit(["struct platform_device %s = {" % name,
                   "\t.name = %s_NAME," % self.pfx.upper(), "\t.id = -1,",
                   "\t.dev = {", "\t\t.init_name = \"%s.0\"," % self.pfx,
                   "\t\t.platform_data = &%s," % self.inst_name(t), "\t},", "};", ""])
        self.nstores += 1

    # ---- non-slot bulk ------------------------------------------------------------------

    def gen_bulk_fn(self):
        rng = self.rng
        kind = rng.randrange(8)
        n = self.name(["crc", "decode", "scale", "ring", "lookup", "bits", "parse", "fsm"][kind])
        P = self.pfx.upper()
        if kind == 0:
            self.emit(["u32 %s(const u8 *buf, size_t len)" % n, "{",
                       "\tu32 crc = 0x%08xu;" % rng.getrandbits(32), "\tsize_t i;", "\tint b;", "",
                       "\tfor (i = 0; i < len; i++) {", "\t\tcrc ^= buf[i];",
                       "\t\tfor (b = 0; b < 8; b++)",
                       "\t\t\tcrc = (crc >> 1) ^ (0x%08xu & (0u - (crc & 1u)));" % rng.getrandbits(32),
                       "\t}", "\treturn ~crc;", "}", ""])
        elif kind == 1:
            self.emit(["int %s(u32 reg, u32 val)" % n, "{", "\tswitch (reg) {"])
            for _ in range(rng.randint(4, 9)):
                self.emit(["\tcase 0x%02x:" % (rng.randint(0, 0xff) & ~3),
                           "\t\treturn (int)((val >> %d) & 0x%x);" % (rng.randint(0, 24), rng.randint(1, 0xff))])
            self.emit(["\tcase %s_REG_CTRL + 0x100:" % P, "\t\treturn (int)(val & 1u);",
                       "\tdefault:", "\t\treturn -EINVAL;", "\t}", "}", ""])
            # duplicate case labels are an error: dedupe by rewriting
            self.dedupe_cases()
        elif kind == 2:
            self.emit(["long %s(long raw, unsigned int shift, long lo, long hi)" % n, "{",
                       "\tlong v;", "", "\tif (shift == 0 || shift > 30)", "\t\treturn raw;",
                       "\tv = (raw * %d + (1L << (shift - 1))) >> shift;" % rng.randint(2, 5000),
                       "\tv -= %d;" % rng.randint(0, 400),
                       "\tif (v < lo)", "\t\tv = lo;", "\telse if (v > hi)", "\t\tv = hi;",
                       "\treturn v;", "}", ""])
        elif kind == 3:
            self.emit(["unsigned int %s(unsigned int head, unsigned int tail, unsigned int size)" % n, "{",
                       "\tunsigned int used;", "",
                       "\tif (!size)", "\t\treturn 0;",
                       "\tused = (head >= tail) ? head - tail : size - (tail - head);",
                       "\tif (used > size - %d)" % rng.randint(1, 8),
                       "\t\treturn 0;",
                       "\treturn (size - used - 1) & ~(unsigned int)%d;" % rng.choice([0, 1, 3, 7]),
                       "}", ""])
        elif kind == 4:
            vals = ", ".join(str(rng.randint(0, 48000)) for _ in range(rng.randint(6, 14)))
            self.emit(["static const unsigned int %s_table[] = { %s };" % (n, vals), "",
                       "int %s(unsigned int want)" % n, "{", "\tunsigned int i;", "\tint best = -1;",
                       "\tunsigned int best_diff = ~0u;", "",
                       "\tfor (i = 0; i < ARRAY_SIZE(%s_table); i++) {" % n,
                       "\t\tunsigned int d = %s_table[i] > want ? %s_table[i] - want : want - %s_table[i];" % (n, n, n),
                       "\t\tif (d < best_diff) {", "\t\t\tbest_diff = d;", "\t\t\tbest = (int)i;", "\t\t}",
                       "\t}", "\treturn best;", "}", ""])
        elif kind == 5:
            self.emit(["u32 %s(u32 w, unsigned int lsb, unsigned int width)" % n, "{",
                       "\tu32 m;", "", "\tif (width == 0 || width > 31 || lsb > 31)", "\t\treturn 0;",
                       "\tm = ((1u << width) - 1u) << lsb;",
                       "\tw = (w & ~m) | ((0x%xu << lsb) & m);" % rng.getrandbits(16),
                       "\treturn w ^ (hweight32(w) << %d);" % rng.randint(0, 8), "}", ""])
        elif kind == 6:
            self.emit(["int %s(const char *s, long *out)" % n, "{", "\tlong v = 0;", "\tint neg = 0;", "",
                       "\tif (!s || !*s)", "\t\treturn -EINVAL;",
                       "\tif (*s == '-') {", "\t\tneg = 1;", "\t\ts++;", "\t}",
                       "\twhile (*s >= '0' && *s <= '9') {",
                       "\t\tv = v * 10 + (*s - '0');", "\t\tif (v > %dL)" % rng.randint(10000, 10000000),
                       "\t\t\treturn -EINVAL;", "\t\ts++;", "\t}",
                       "\tif (*s && *s != '\\n')", "\t\treturn -EINVAL;",
                       "\t*out = neg ? -v : v;", "\treturn 0;", "}", ""])
        else:
            st = rng.randint(3, 6)
            self.emit(["enum %s_state {" % n] + ["\t%s_S%d," % (n.upper(), i) for i in range(st)] +
                      ["};", "", "int %s(int state, u32 event)" % n, "{", "\tswitch (state) {"])
            for i in range(st):
                self.emit(["\tcase %s_S%d:" % (n.upper(), i),
                           "\t\tif (event & 0x%x)" % (1 << rng.randint(0, 7)),
                           "\t\t\treturn %s_S%d;" % (n.upper(), rng.randrange(st)),
                           "\t\tbreak;"])
            self.emit(["\tdefault:", "\t\treturn -EINVAL;", "\t}", "\treturn state;", "}", ""])

    def dedupe_cases(self):
        seen = set()
        i = len(self.out) - 1
        while self.out[i].strip() != "switch (reg) {":
            i -= 1
        for j in range(i, len(self.out)):
            l = self.out[j]
            if l.startswith("\tcase 0x"):
                v = int(l.strip()[5:-1], 16)
                while v in seen:
                    v = (v + 4) & 0xfc
                seen.add(v)
                self.out[j] = "\tcase 0x%02x:" % v

    def gen_callbacks(self):
        """IRQ handler and timer callback: address-taken functions with void * params."""
        t = self.main_chip
        ty = self.types[t]
        f = ty.num_fields()[0].name
        irq = self.name("irq_handler")
        self.emit(["static irqreturn_t %s(int irq, void *dev_id)" % irq, "{",
                   "\t%s *c = dev_id;" % t, "",
                   "\tif (!c)", "\t\treturn IRQ_NONE;",
                   "\tc->%s += (irq & 1);" % f, "\treturn IRQ_HANDLED;", "}", "",
                   "int %s(struct device *dev, %s *c, int irq)" % (self.name("request_irq"), t), "{",
                   "\treturn devm_request_irq(dev, (unsigned int)irq, %s, 0, %s_NAME, c);" % (irq, self.pfx.upper()),
                   "}", ""])
        if ty.has("timer"):
            tf = self.name("timer_fn")
            self.emit(["static void %s(struct timer_list *t)" % tf, "{",
                       "\t%s *c = from_timer(c, t, timer);" % t, "",
                       "\tc->%s++;" % f, "\tmod_timer(&c->timer, jiffies_now() + 10);", "}", "",
                       "void %s(%s *c)" % (self.name("arm_timer"), t), "{",
                       "\ttimer_setup_fn(&c->timer, %s, 0);" % tf, "}", ""])
        if ty.has("mmio"):
            self.emit(["int %s(struct device *dev, %s *c)" % (self.name("map_regs"), t), "{",
                       "\tc->mmio = devm_ioremap(dev, 0x%x, 0x1000);" % (self.rng.randint(1, 0xffff) << 12),
                       "\tif (!c->mmio)", "\t\treturn -ENOMEM;",
                       "\twritel(0x%xu, c->mmio + %s_REG_CTRL);" % (self.rng.getrandbits(16), self.pfx.upper()),
                       "\treturn (int)(readl(c->mmio + %s_REG_STATUS) & 0xff);" % self.pfx.upper(),
                       "}", ""])

    def gen_netdev_priv(self):
        """netdev_priv() returns raw memory: reading it typed is not a slot load."""
        t = self.rng.choice([x for x in self.data_types if self.types[x].defined])
        f = self.types[t].num_fields()[0].name
        self.emit(["int %s(struct net_device *ndev)" % self.name("netdev_stat"), "{",
                   "\t%s *np = netdev_priv(ndev);" % t, "",
                   "\treturn (int)np->%s;" % f, "}", ""])

    # ---- driver --------------------------------------------------------------------------

    def generate(self):
        rng = self.rng
        self.nloads = self.nstores = 0
        self.gen_types()
        self.plan()
        self.emit_prologue()
        self.gen_callbacks()
        for _ in range(rng.randint(1, 3)):
            self.gen_designated_static()
        self.gen_platform_static()
        # first the store sites the plan needs, in small batches
        pend = list(self.pending)
        while pend:
            k = rng.randint(2, 5)
            self.gen_store_fn(pend[:k])
            pend = pend[k:]
        self.gen_chained_store()
        if "struct net_device::ml_priv" in self.hdr:
            self.gen_netdev_priv()
        nplant = rng.randint(*self.planted_range)
        # spread the planted loads over the rest of the file
        header_len = len(self.out)
        rest = max(self.target - header_len, 200)
        plant_at = sorted(header_len + rest * (i + 1) // (nplant + 1) for i in range(nplant))
        while len(self.out) < self.target or plant_at:
            if plant_at and len(self.out) >= plant_at[0]:
                plant_at.pop(0)
                self.gen_load_fn(planted=True)
                continue
            r = rng.random()
            if r < 0.80:
                self.gen_load_fn()
            elif r < 0.88:
                batch = [rng.choice(self.pending)] if self.pending else []
                batch += [p for p in rng.sample(self.pending, min(2, len(self.pending)))]
                if batch:
                    self.gen_store_fn(batch)
            else:
                self.gen_bulk_fn()
        return "\n".join(self.out).rstrip("\n") + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out_dir")
    ap.add_argument("--files", type=int, default=200)
    ap.add_argument("--lines", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--planted-min", type=int, default=3)
    ap.add_argument("--planted-max", type=int, default=6)
    args = ap.parse_args()

    out = os.path.abspath(args.out_dir)
    inc, src = os.path.join(out, "include"), os.path.join(out, "src")
    os.makedirs(inc, exist_ok=True)
    os.makedirs(src, exist_ok=True)
    for name, text in HEADERS.items():
        with open(os.path.join(inc, name), "w") as f:
            f.write(text)

    cmds, planted, stats = [], [], {"lines": 0, "loads": 0, "stores": 0, "slots": 0}
    for i in range(args.files):
        g = FileGen(i, args.seed, args.lines, (args.planted_min, args.planted_max))
        text = g.generate()
        path = os.path.join(src, "drv_%03d.c" % i)
        with open(path, "w") as f:
            f.write(text)
        planted.extend(g.planted)
        stats["lines"] += text.count("\n")
        stats["loads"] += g.nloads
        stats["stores"] += g.nstores
        stats["slots"] += len(g.slots)
        cmds.append({"directory": out, "file": path,
                     "arguments": ["clang-19", "-std=gnu11", "-I" + inc, "-c", path,
                                   "-o", os.path.join(out, "obj", "drv_%03d.o" % i)]})
    with open(os.path.join(out, "compile_commands.json"), "w") as f:
        json.dump(cmds, f, indent=1)
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump({"seed": args.seed, "files": args.files, "lines": args.lines,
                   "expected_warnings": len(planted), "stats": stats, "planted": planted},
                  f, indent=1)
    print("gen_corpus: %d files, %d lines, %d slots, ~%d loads, ~%d stores, %d planted mismatches -> %s"
          % (args.files, stats["lines"], stats["slots"], stats["loads"], stats["stores"],
             len(planted), out))


if __name__ == "__main__":
    sys.exit(main())
