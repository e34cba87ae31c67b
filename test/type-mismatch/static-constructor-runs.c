// A static function marked constructor or destructor runs though nothing in
// the file refers to it, so its stores count: the read as another struct is
// flagged, the read as the stored struct is not.
// RUN: %check_privdata %s

struct plugin_host { void *user_data; };
struct codec_state { int rate; int channels; };
struct mixer_state { long volume; };

static struct plugin_host host;

static void codec_setup(void) __attribute__((constructor));
static void codec_setup(void) {
  static struct codec_state state;
  host.user_data = &state;
}

static void codec_teardown(void) __attribute__((destructor));
static void codec_teardown(void) {
  struct codec_state *state = host.user_data;
  state->rate = 0;
}

long mixer_volume(void) {
  struct mixer_state *mixer = host.user_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'user_data' of 'struct plugin_host' is read as 'struct mixer_state *', but only 'struct codec_state *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-12]]:20: note: 'struct codec_state *' stored here
  return mixer->volume;
}
