// g_object_weak_ref() (GLib 2.74) calls the GWeakNotify with its data
// argument first when the object is finalized. A notify reading it as what
// was passed is silent; reading another type is flagged, with a note at the
// data argument.
// RUN: %check_privdata %s

#include "Inputs/glib.h"

typedef void (*GWeakNotify) (gpointer data, GObject *where_the_object_was);

void g_object_weak_ref (GObject *object, GWeakNotify notify, gpointer data);

struct cache { unsigned entries; double hit_rate; };
struct view { const char *title; int visible; };

static void forget_object(gpointer data, GObject *where_the_object_was) {
  struct cache *cache = data;
  cache->entries--;
}

static void hide_view(gpointer data, GObject *where_the_object_was) {
  struct view *view = data;
  // CHECK: :[[@LINE-1]]:23: warning: the context 'data' of callback 'hide_view' is read as 'struct view *', but only 'struct cache *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+7]]:40: note: 'struct cache *' stored here
  // CHECK-NOT: note:
  view->visible = 0;
}

void track(GObject *object, struct cache *cache) {
  g_object_weak_ref(object, forget_object, cache);
  g_object_weak_ref(object, hide_view, cache);
}
