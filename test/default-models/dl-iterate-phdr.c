// dl_iterate_phdr() (glibc <link.h>) passes its data argument to the
// callback as its third parameter. A callback reading it as what was passed
// is silent; one reading another type is flagged, with a note at the data
// argument.
// RUN: %check_privdata %s

typedef __SIZE_TYPE__ size_t;
typedef unsigned long Elf64_Addr;
typedef unsigned short Elf64_Half;

// Members trimmed to the ones the program touches.
struct dl_phdr_info
  {
    Elf64_Addr dlpi_addr;
    const char *dlpi_name;
    Elf64_Half dlpi_phnum;
  };

extern int dl_iterate_phdr (int (*__callback) (struct dl_phdr_info *,
					       size_t, void *),
			    void *__data);

struct object_count { unsigned objects; unsigned segments; };
struct lookup { unsigned long address; const char *found; };

static int count_objects(struct dl_phdr_info *info, size_t size, void *data) {
  struct object_count *count = data;
  count->objects++;
  count->segments += info->dlpi_phnum;
  return 0;
}

static int find_object(struct dl_phdr_info *info, size_t size, void *data) {
  struct object_count *count = data;
  // CHECK: :[[@LINE-1]]:32: warning: the context 'data' of callback 'find_object' is read as 'struct object_count *', but only 'struct lookup *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+6]]:79: note: 'struct lookup *' stored here
  // CHECK-NOT: note:
  return count->objects > 1;
}

int scan(struct object_count *count, struct lookup *lookup) {
  return dl_iterate_phdr(count_objects, count) + dl_iterate_phdr(find_object, lookup);
}
