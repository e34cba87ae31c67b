// The destroy notifies of g_signal_connect_data() (whatever the flags),
// g_idle_add_full(), g_timeout_add_full(), g_timeout_add_seconds_full(),
// g_source_set_callback() and g_object_set_data_full() (GLib 2.74) get the
// data as their first parameter: a wrong type is flagged at the data.
// RUN: %check_privdata %s

typedef char gchar;
typedef int gint;
typedef gint gboolean;
typedef unsigned int guint;
typedef unsigned long gulong;
typedef void *gpointer;
typedef struct _GObject GObject;
typedef struct _GSource GSource;
typedef struct _GClosure GClosure;
typedef void (*GCallback) (void);
typedef void (*GClosureNotify) (gpointer data, GClosure *closure);
typedef gboolean (*GSourceFunc) (gpointer user_data);
typedef void (*GDestroyNotify) (gpointer data);
typedef enum
{
  G_CONNECT_DEFAULT = 0,
  G_CONNECT_AFTER = 1 << 0,
  G_CONNECT_SWAPPED = 1 << 1
} GConnectFlags;
#define G_CALLBACK(f) ((GCallback) (f))
#define G_PRIORITY_DEFAULT 0
#define G_PRIORITY_DEFAULT_IDLE 200

gulong g_signal_connect_data (gpointer instance, const gchar *detailed_signal,
                              GCallback c_handler, gpointer data,
                              GClosureNotify destroy_data,
                              GConnectFlags connect_flags);
guint g_idle_add_full (gint priority, GSourceFunc function, gpointer data,
                       GDestroyNotify notify);
guint g_timeout_add_full (gint priority, guint interval, GSourceFunc function,
                          gpointer data, GDestroyNotify notify);
guint g_timeout_add_seconds_full (gint priority, guint interval,
                                  GSourceFunc function, gpointer data,
                                  GDestroyNotify notify);
void g_source_set_callback (GSource *source, GSourceFunc func, gpointer data,
                            GDestroyNotify notify);
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
  // CHECK: :112:68: note: 'struct app *' stored here
  // CHECK-NOT: note:
  download->bytes = 0;
}

static void free_app(gpointer data) {
  struct app *app = data;
  app->windows = 0;
}

static void free_download(struct download *download) {
  // CHECK: :[[@LINE-1]]:44: warning: the context 'download' of callback 'free_download' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :120:50: note: 'struct app *' stored here
  // CHECK: :121:53: note: 'struct app *' stored here
  // CHECK: :122:59: note: 'struct app *' stored here
  // CHECK-NOT: note:
  download->bytes = 0;
}

static void free_download_source(gpointer data) {
  struct download *download = data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'data' of callback 'free_download_source' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :123:39: note: 'struct app *' stored here
  // CHECK-NOT: note:
  download->bytes = 0;
}

static void free_download_data(gpointer data) {
  struct download *download = data;
  // CHECK: :[[@LINE-1]]:31: warning: the context 'data' of callback 'free_download_data' is read as 'struct download *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :124:46: note: 'struct app *' stored here
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
