// g_main_context_invoke() and g_source_set_callback() (GLib 2.74) call the
// GSourceFunc with their data argument. A source function reading it as
// what was passed is silent; reading another type is flagged, with a note at
// the data argument.
// RUN: %check_privdata %s

#include "Inputs/glib.h"

struct app { const char *title; int windows; };
struct download { double done; unsigned long bytes; };

static gboolean show_window(gpointer user_data) {
  struct app *app = user_data;
  return app->windows++ > 0;
}

static gboolean on_ready(gpointer user_data) {
  struct app *app = user_data;
  return app->windows > 1;
}

static gboolean show_progress(gpointer user_data) {
  struct download *download = user_data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'user_data' of callback 'show_progress' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+17]]:49: note: 'struct app *' stored here
  // CHECK-NOT: note:
  return download->done < 1;
}

static gboolean on_data(gpointer user_data) {
  struct download *download = user_data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'user_data' of callback 'on_data' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+10]]:40: note: 'struct app *' stored here
  // CHECK-NOT: note:
  return download->bytes > 0;
}

void dispatch(GMainContext *context, GSource *ready, GSource *data,
              struct app *app) {
  g_main_context_invoke(context, show_window, app);
  g_source_set_callback(ready, on_ready, app, NULL);
  g_main_context_invoke(context, show_progress, app);
  g_source_set_callback(data, on_data, app, NULL);
}
