// A static (inline) function that nothing in the file refers to never runs
// in this program, so its stores and loads say nothing: the kernel's headers
// are full of such helpers, each used by only some files.
// RUN: %check_privdata %s

struct vm_area_struct { unsigned long vm_start; unsigned long vm_end; void *vm_private_data; };
struct snd_pcm_substream { int number; int stream; };
struct us122l { int card_index; unsigned long flags; };

/* Like a helper of include/sound/pcm.h, used by the ALSA core's files only. */
static inline void snd_pcm_mmap_data_open(struct vm_area_struct *area) {
  struct snd_pcm_substream *substream = area->vm_private_data;
  substream->number++;
}

static int usb_stream_hwdep_mmap(struct vm_area_struct *area, struct us122l *us122l) {
  area->vm_private_data = us122l;
  return 0;
}

/* Referenced, so judged. */
static int usb_stream_hwdep_vm_fault(struct vm_area_struct *area) {
  struct snd_pcm_substream *substream = area->vm_private_data;
  // CHECK: :[[@LINE-1]]:41: warning: 'vm_private_data' of 'struct vm_area_struct' is read as 'struct snd_pcm_substream *', but only 'struct us122l *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-8]]:27: note: 'struct us122l *' stored here
  return substream->stream;
}

int (*const mmap_op)(struct vm_area_struct *, struct us122l *) = usb_stream_hwdep_mmap;
int (*const fault_op)(struct vm_area_struct *) = usb_stream_hwdep_vm_fault;
