// g_list_foreach(), g_slist_foreach(), g_ptr_array_foreach(),
// g_hash_table_foreach() and g_list_sort_with_data() (GLib 2.74) pass their
// user_data to the callback's last parameter: read as what was passed it is
// silent, as another type flagged with a note at the user_data argument.
// RUN: %check_privdata %s

#include "Inputs/glib.h"

typedef void (*GFunc) (gpointer data, gpointer user_data);
typedef void (*GHFunc) (gpointer key, gpointer value, gpointer user_data);
typedef gint (*GCompareDataFunc) (gconstpointer a, gconstpointer b,
                                  gpointer user_data);

typedef struct _GList GList;
struct _GList
{
  gpointer data;
  GList *next;
  GList *prev;
};
typedef struct _GSList GSList;
struct _GSList
{
  gpointer data;
  GSList *next;
};
typedef struct _GPtrArray GPtrArray;
struct _GPtrArray
{
  gpointer *pdata;
  guint len;
};
typedef struct _GHashTable GHashTable;

void g_list_foreach (GList *list, GFunc func, gpointer user_data);
void g_slist_foreach (GSList *list, GFunc func, gpointer user_data);
void g_ptr_array_foreach (GPtrArray *array, GFunc func, gpointer user_data);
void g_hash_table_foreach (GHashTable *hash_table, GHFunc func,
                           gpointer user_data);
GList *g_list_sort_with_data (GList *list, GCompareDataFunc compare_func,
                              gpointer user_data);

struct totals { unsigned long count; double sum; };
struct filter { const char *pattern; int flags; };

static void add_list_item(gpointer data, gpointer user_data) {
  struct totals *totals = user_data;
  totals->count++;
}

static void add_slist_item(gpointer data, gpointer user_data) {
  struct totals *totals = user_data;
  totals->count++;
}

static void add_array_item(gpointer data, gpointer user_data) {
  struct totals *totals = user_data;
  totals->count++;
}

static void add_entry(gpointer key, gpointer value, gpointer user_data) {
  struct totals *totals = user_data;
  totals->count++;
}

static gint by_sum(gconstpointer a, gconstpointer b, gpointer user_data) {
  struct totals *totals = user_data;
  return totals->sum > 0;
}

static void match_list_item(gpointer data, gpointer user_data) {
  struct filter *filter = user_data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'user_data' of callback 'match_list_item' is read as 'struct filter *', but only 'struct totals *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+45]]:41: note: 'struct totals *' stored here
  // CHECK-NOT: note:
  filter->flags = 0;
}

static void match_slist_item(gpointer data, gpointer user_data) {
  struct filter *filter = user_data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'user_data' of callback 'match_slist_item' is read as 'struct filter *', but only 'struct totals *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+38]]:44: note: 'struct totals *' stored here
  // CHECK-NOT: note:
  filter->flags = 0;
}

static void match_array_item(gpointer data, gpointer user_data) {
  struct filter *filter = user_data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'user_data' of callback 'match_array_item' is read as 'struct filter *', but only 'struct totals *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+31]]:48: note: 'struct totals *' stored here
  // CHECK-NOT: note:
  filter->flags = 0;
}

static void match_entry(gpointer key, gpointer value, gpointer user_data) {
  struct filter *filter = user_data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'user_data' of callback 'match_entry' is read as 'struct filter *', but only 'struct totals *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+24]]:44: note: 'struct totals *' stored here
  // CHECK-NOT: note:
  filter->flags = 0;
}

static gint by_pattern(gconstpointer a, gconstpointer b, gpointer user_data) {
  struct filter *filter = user_data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'user_data' of callback 'by_pattern' is read as 'struct filter *', but only 'struct totals *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+17]]:50: note: 'struct totals *' stored here
  // CHECK-NOT: note:
  return filter->flags;
}

GList *summarize(GList *list, GSList *slist, GPtrArray *array,
                 GHashTable *table, struct totals *totals) {
  g_list_foreach(list, add_list_item, totals);
  g_slist_foreach(slist, add_slist_item, totals);
  g_ptr_array_foreach(array, add_array_item, totals);
  g_hash_table_foreach(table, add_entry, totals);
  list = g_list_sort_with_data(list, by_sum, totals);

  g_list_foreach(list, match_list_item, totals);
  g_slist_foreach(slist, match_slist_item, totals);
  g_ptr_array_foreach(array, match_array_item, totals);
  g_hash_table_foreach(table, match_entry, totals);
  return g_list_sort_with_data(list, by_pattern, totals);
}
