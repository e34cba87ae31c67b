// g_idle_add(), g_timeout_add(), g_timeout_add_seconds() and their _full
// variants (GLib 2.74) call the GSourceFunc with their data: read as what was
// added it is silent, as another type flagged with a note at the data
// argument.
// RUN: %check_privdata %s

#include "Inputs/glib.h"

struct app { const char *title; int windows; };
struct download { double done; unsigned long bytes; };

static gboolean redraw(gpointer user_data) {
  struct app *app = user_data;
  return app->windows > 0;
}

static gboolean autosave(struct app *app) {
  return app->windows > 1;
}

static gboolean poll_download(gpointer user_data) {
  struct app *app = user_data;
  return app->windows > 2;
}

static gboolean update_progress(gpointer user_data) {
  struct app *app = user_data;
  return app->windows > 3;
}

static gboolean check_updates(gpointer user_data) {
  struct app *app = user_data;
  return app->windows > 4;
}

static gboolean expire_cache(gpointer user_data) {
  struct app *app = user_data;
  return app->windows > 5;
}

static gboolean bad_idle(gpointer user_data) {
  struct download *download = user_data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'user_data' of callback 'bad_idle' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+52]]:24: note: 'struct app *' stored here
  // CHECK-NOT: note:
  return download->done < 1;
}

static gboolean bad_idle_full(gpointer user_data) {
  struct download *download = user_data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'user_data' of callback 'bad_idle_full' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+45]]:59: note: 'struct app *' stored here
  // CHECK-NOT: note:
  return download->done < 1;
}

static gboolean bad_timeout(gpointer user_data) {
  struct download *download = user_data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'user_data' of callback 'bad_timeout' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+38]]:35: note: 'struct app *' stored here
  // CHECK-NOT: note:
  return download->done < 1;
}

static gboolean bad_timeout_full(gpointer user_data) {
  struct download *download = user_data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'user_data' of callback 'bad_timeout_full' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+31]]:65: note: 'struct app *' stored here
  // CHECK-NOT: note:
  return download->done < 1;
}

static gboolean bad_timeout_seconds(struct download *download) {
  // CHECK: :[[@LINE-1]]:54: warning: the context 'download' of callback 'bad_timeout_seconds' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+25]]:65: note: 'struct app *' stored here
  // CHECK-NOT: note:
  return download->done < 1;
}

static gboolean bad_timeout_seconds_full(gpointer user_data) {
  struct download *download = user_data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'user_data' of callback 'bad_timeout_seconds_full' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+18]]:81: note: 'struct app *' stored here
  // CHECK-NOT: note:
  return download->done < 1;
}

void schedule(struct app *app) {
  g_idle_add(redraw, app);
  g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, G_SOURCE_FUNC(autosave), app, NULL);
  g_timeout_add(100, poll_download, app);
  g_timeout_add_full(G_PRIORITY_DEFAULT, 250, update_progress, app, NULL);
  g_timeout_add_seconds(60, check_updates, app);
  g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, 300, expire_cache, app, NULL);

  g_idle_add(bad_idle, app);
  g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, bad_idle_full, app, NULL);
  g_timeout_add(100, bad_timeout, app);
  g_timeout_add_full(G_PRIORITY_DEFAULT, 250, bad_timeout_full, app, NULL);
  g_timeout_add_seconds(60, G_SOURCE_FUNC(bad_timeout_seconds), app);
  g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, 300, bad_timeout_seconds_full, app, NULL);
}
