// g_signal_connect() (GLib 2.74: g_signal_connect_data() with NULL and flags
// 0) hands its data to the handler's last parameter, typed or gpointer: a
// wrong type is flagged with a note at the macro. g_signal_connect_swapped()
// (G_CONNECT_SWAPPED) passes the data first and stays silent.
// RUN: %check_privdata %s

#include "Inputs/glib.h"

typedef struct _GTypeClass GTypeClass;
typedef struct _GTypeInstance GTypeInstance;
struct _GTypeInstance
{
  GTypeClass *g_class;
};
typedef struct _GData GData;
struct _GObject
{
  GTypeInstance g_type_instance;
  guint ref_count;
  GData *qdata;
};

#define g_signal_connect(instance, detailed_signal, c_handler, data) \
    g_signal_connect_data ((instance), (detailed_signal), (c_handler), (data), NULL, (GConnectFlags) 0)
#define g_signal_connect_swapped(instance, detailed_signal, c_handler, data) \
    g_signal_connect_data ((instance), (detailed_signal), (c_handler), (data), NULL, G_CONNECT_SWAPPED)

typedef struct { GObject parent_instance; gint clicks; } FooButton;
struct app { const char *title; int windows; };
struct window_state { double x, y; };

static void on_clicked(FooButton *button, struct app *app) {
  app->windows += button->clicks;
}

static void on_toggled(FooButton *button, struct window_state *state) {
  // CHECK: :[[@LINE-1]]:64: warning: the context 'state' of callback 'on_toggled' is read as 'struct window_state *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+24]]:3: note: 'struct app *' stored here
  // CHECK-NOT: note:
  state->x = button->clicks;
}

static void on_activate(FooButton *button, gpointer user_data) {
  struct app *app = user_data;
  app->windows++;
}

static void on_destroy(FooButton *button, gpointer user_data) {
  struct window_state *state = user_data;
  // CHECK: :[[@LINE-1]]:32: warning: the context 'user_data' of callback 'on_destroy' is read as 'struct window_state *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+13]]:3: note: 'struct app *' stored here
  // CHECK-NOT: note:
  state->y = 0;
}

static void on_swapped_clicked(struct app *app, FooButton *button) {
  app->windows -= button->clicks;
}

void connect_signals(FooButton *button, struct app *app) {
  g_signal_connect(button, "clicked", G_CALLBACK(on_clicked), app);
  g_signal_connect(button, "toggled", G_CALLBACK(on_toggled), app);
  g_signal_connect(button, "activate", G_CALLBACK(on_activate), app);
  g_signal_connect(button, "destroy", G_CALLBACK(on_destroy), app);
  g_signal_connect_swapped(button, "clicked", G_CALLBACK(on_swapped_clicked), app);
}
