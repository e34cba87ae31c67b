// g_thread_new() and g_thread_try_new() (GLib 2.74) run the GThreadFunc with
// their data argument. A thread function reading it as what was passed is
// silent; reading another type is flagged, with a note at the data argument.
// RUN: %check_privdata %s

#include "Inputs/glib.h"

typedef gpointer (*GThreadFunc) (gpointer data);
typedef struct _GThread GThread;
typedef struct _GError GError;

GThread *g_thread_new (const gchar *name, GThreadFunc func, gpointer data);
GThread *g_thread_try_new (const gchar *name, GThreadFunc func, gpointer data,
                           GError **error);

struct job { int id; double cost; };
struct result { char *text; unsigned length; };

static gpointer run_job(gpointer data) {
  struct job *job = data;
  return job->id ? data : NULL;
}

static gpointer try_job(gpointer data) {
  struct job *job = data;
  return job->cost > 0 ? data : NULL;
}

static gpointer print_result(gpointer data) {
  struct job *job = data;
  // CHECK: :[[@LINE-1]]:21: warning: the context 'data' of callback 'print_result' is read as 'struct job *', but only 'struct result *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+17]]:53: note: 'struct result *' stored here
  // CHECK-NOT: note:
  return job->id ? data : NULL;
}

static gpointer try_print_result(gpointer data) {
  struct job *job = data;
  // CHECK: :[[@LINE-1]]:21: warning: the context 'data' of callback 'try_print_result' is read as 'struct job *', but only 'struct result *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+10]]:61: note: 'struct result *' stored here
  // CHECK-NOT: note:
  return job->id ? data : NULL;
}

void start(struct job *job, struct result *result, GThread **threads,
           GError **error) {
  threads[0] = g_thread_new("job", run_job, job);
  threads[1] = g_thread_try_new("job", try_job, job, error);
  threads[2] = g_thread_new("result", print_result, result);
  threads[3] = g_thread_try_new("result", try_print_result, result, error);
}
