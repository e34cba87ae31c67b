// tasklet_init() (Linux 6.12) hands its unsigned long data argument to the
// tasklet function; drivers stuff a pointer into it and cast it back. A
// cast back to the stuffed pointer's type is silent, a cast to another type
// is flagged with a note at the data argument.
// RUN: %check_privdata %s

#include "Inputs/linux-types.h"

typedef struct {
	int counter;
} atomic_t;

struct tasklet_struct
{
	struct tasklet_struct *next;
	unsigned long state;
	atomic_t count;
	bool use_callback;
	union {
		void (*func)(unsigned long data);
		void (*callback)(struct tasklet_struct *t);
	};
	unsigned long data;
};

extern void tasklet_init(struct tasklet_struct *t,
			 void (*func)(unsigned long), unsigned long data);

struct foo_stream { char *buf; unsigned size; };
struct foo_chip {
  int irq;
  unsigned long port;
  struct tasklet_struct rx_tasklet;
  struct tasklet_struct tx_tasklet;
  struct foo_stream *tx;
};

static void foo_rx_tasklet(unsigned long data) {
  struct foo_chip *chip = (struct foo_chip *)data;
  chip->port = 0;
}

static void foo_tx_tasklet(unsigned long data) {
  struct foo_chip *chip = (struct foo_chip *)data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'data' of callback 'foo_tx_tasklet' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+7]]:51: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  chip->port = 1;
}

void foo_init_tasklets(struct foo_chip *chip) {
  tasklet_init(&chip->rx_tasklet, foo_rx_tasklet, (unsigned long)chip);
  tasklet_init(&chip->tx_tasklet, foo_tx_tasklet, (unsigned long)chip->tx);
}
