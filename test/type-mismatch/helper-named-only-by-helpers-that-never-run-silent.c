// A static helper that only other helpers name, none of which runs, never
// runs either: its wrong read says nothing. Kernel headers chain their inline
// helpers this way, and any one file runs few of them.
// RUN: %check_privdata %s

struct vm_area_struct { unsigned long vm_start; void *vm_private_data; };
struct snd_pcm_substream { int number; };
struct us122l { int card_index; };

static inline int substream_number(struct vm_area_struct *area) {
  struct snd_pcm_substream *substream = area->vm_private_data;
  return substream->number;
}

/* Names substream_number, but nothing that runs names it. */
static inline int substream_next(struct vm_area_struct *area) {
  return substream_number(area) + 1;
}

int usb_stream_hwdep_mmap(struct vm_area_struct *area, struct us122l *us122l) {
  area->vm_private_data = us122l;
  return 0;
}

int usb_stream_hwdep_fault(struct vm_area_struct *area) {
  struct us122l *us122l = area->vm_private_data;
  return us122l->card_index;
}
