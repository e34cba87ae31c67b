// A static helper runs when code that runs names it: a callback installed in
// a file-scope table, which its caller reaches by address, and the function
// an alias exports (module_init makes init_module one), and a variable's
// cleanup function. Their wrong reads are flagged.
// RUN: %check_privdata %s

struct vm_area_struct { unsigned long vm_start; void *vm_private_data; };
struct snd_pcm_substream { int number; };
struct us122l { int card_index; };
struct vm_operations_struct { int (*fault)(struct vm_area_struct *); };

static inline int substream_number(struct vm_area_struct *area) {
  struct snd_pcm_substream *substream = area->vm_private_data;
  // CHECK: :[[@LINE-1]]:41: warning: 'vm_private_data' of 'struct vm_area_struct' is read as 'struct snd_pcm_substream *', but only 'struct us122l *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+23]]:27: note: 'struct us122l *' stored here
  return substream->number;
}

static int hwdep_fault(struct vm_area_struct *area) {
  return substream_number(area);
}

static const struct vm_operations_struct hwdep_vm_ops = { .fault = hwdep_fault };

static struct vm_area_struct the_area;

static inline void put_area(struct vm_area_struct **area) {
  struct snd_pcm_substream *substream = (*area)->vm_private_data;
  // CHECK: :[[@LINE-1]]:41: warning: 'vm_private_data' of 'struct vm_area_struct' is read as 'struct snd_pcm_substream *', but only 'struct us122l *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+8]]:27: note: 'struct us122l *' stored here
  substream->number = 0;
}

static struct us122l the_card;

static int us122l_init(void) {
  struct vm_area_struct *area __attribute__((cleanup(put_area))) = &the_area;
  area->vm_private_data = &the_card;
  return 0;
}
int init_module(void) __attribute__((alias("us122l_init")));

const struct vm_operations_struct *us122l_vm_ops(void) { return &hwdep_vm_ops; }
