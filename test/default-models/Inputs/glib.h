// The GLib 2.74 declarations the tests' programs share (<glib/gtypes.h>,
// <glib/gmain.h>, <gobject/gsignal.h>): the fundamental typedefs, the
// callback types, and the main-loop and signal functions that hand data to a
// callback.
#ifndef PRIVDATA_TEST_GLIB_H
#define PRIVDATA_TEST_GLIB_H

#define NULL ((void *)0)

typedef char gchar;
typedef int gint;
typedef gint gboolean;
typedef unsigned int guint;
typedef unsigned long gulong;
typedef void *gpointer;
typedef const void *gconstpointer;

typedef struct _GObject GObject;
typedef struct _GClosure GClosure;
typedef struct _GMainContext GMainContext;
typedef struct _GSource GSource;

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
#define G_SOURCE_FUNC(f) ((GSourceFunc) (void (*)(void)) (f))
#define G_PRIORITY_DEFAULT 0
#define G_PRIORITY_DEFAULT_IDLE 200

gulong g_signal_connect_data (gpointer instance, const gchar *detailed_signal,
                              GCallback c_handler, gpointer data,
                              GClosureNotify destroy_data,
                              GConnectFlags connect_flags);

guint g_idle_add (GSourceFunc function, gpointer data);
guint g_idle_add_full (gint priority, GSourceFunc function, gpointer data,
                       GDestroyNotify notify);
guint g_timeout_add (guint interval, GSourceFunc function, gpointer data);
guint g_timeout_add_full (gint priority, guint interval, GSourceFunc function,
                          gpointer data, GDestroyNotify notify);
guint g_timeout_add_seconds (guint interval, GSourceFunc function, gpointer data);
guint g_timeout_add_seconds_full (gint priority, guint interval,
                                  GSourceFunc function, gpointer data,
                                  GDestroyNotify notify);
void g_source_set_callback (GSource *source, GSourceFunc func, gpointer data,
                            GDestroyNotify notify);
void g_main_context_invoke (GMainContext *context, GSourceFunc function,
                            gpointer data);

#endif
