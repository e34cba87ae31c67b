// The destroy notifies of g_signal_connect_data() (whatever the flags),
// g_idle_add_full(), g_timeout_add_full(), g_timeout_add_seconds_full(),
// g_source_set_callback() and g_object_set_data_full() (GLib 2.74) get the
// data as their first parameter: a wrong type is flagged at the data.
// RUN: %check_privdata %s

#include "Inputs/glib.h"

void g_object_set_data_full (GObject *object, const gchar *key, gpointer data,
                             GDestroyNotify destroy);

struct app { const char *title; int windows; };
struct download { double done; unsigned long bytes; };

static void on_clicked(GObject *button, gpointer user_data) {
  struct app *app = user_data;
  app->windows++;
}

static void on_clicked_swapped(gpointer user_data, GObject *button) {
  struct app *app = user_data;
  app->windows--;
}

static gboolean tick(gpointer user_data) {
  struct app *app = user_data;
  return app->windows > 0;
}

static void free_app_closure(gpointer data, GClosure *closure) {
  struct app *app = data;
  app->windows = 0;
}

static void free_download_closure(gpointer data, GClosure *closure) {
  struct download *download = data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'data' of callback 'free_download_closure' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+40]]:68: note: 'struct app *' stored here
  // CHECK-NOT: note:
  download->bytes = 0;
}

static void free_app(gpointer data) {
  struct app *app = data;
  app->windows = 0;
}

static void free_download(struct download *download) {
  // CHECK: :[[@LINE-1]]:44: warning: the context 'download' of callback 'free_download' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+36]]:50: note: 'struct app *' stored here
  // CHECK: :[[@LINE+36]]:53: note: 'struct app *' stored here
  // CHECK: :[[@LINE+36]]:59: note: 'struct app *' stored here
  // CHECK-NOT: note:
  download->bytes = 0;
}

static void free_download_source(gpointer data) {
  struct download *download = data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'data' of callback 'free_download_source' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+29]]:39: note: 'struct app *' stored here
  // CHECK-NOT: note:
  download->bytes = 0;
}

static void free_download_data(gpointer data) {
  struct download *download = data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'data' of callback 'free_download_data' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+22]]:46: note: 'struct app *' stored here
  // CHECK-NOT: note:
  download->bytes = 0;
}

void attach(GObject *button, GSource *source, struct app *app) {
  g_signal_connect_data(button, "clicked", G_CALLBACK(on_clicked), app,
                        free_app_closure, 0);
  g_signal_connect_data(button, "clicked", G_CALLBACK(on_clicked_swapped), app,
                        free_app_closure, G_CONNECT_SWAPPED);
  g_signal_connect_data(button, "clicked", G_CALLBACK(on_clicked), app,
                        free_download_closure, G_CONNECT_AFTER);
  g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, tick, app, (GDestroyNotify)free_app);
  g_timeout_add_full(G_PRIORITY_DEFAULT, 100, tick, app, free_app);
  g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, 1, tick, app, free_app);
  g_source_set_callback(source, tick, app, free_app);
  g_object_set_data_full(button, "app", app, free_app);

  g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, tick, app, (GDestroyNotify)free_download);
  g_timeout_add_full(G_PRIORITY_DEFAULT, 100, tick, app, (GDestroyNotify)free_download);
  g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, 1, tick, app, (GDestroyNotify)free_download);
  g_source_set_callback(source, tick, app, free_download_source);
  g_object_set_data_full(button, "download", app, free_download_data);
}
