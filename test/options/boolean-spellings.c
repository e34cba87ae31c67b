// The boolean options AcceptFirstMemberDowncast and DefaultModels take every
// spelling clang-tidy reads as a boolean, in the check's name or globally:
// true, yes, on, y and false, no, off, n in lower, capitalised or upper case,
// or an integer (0 is false). A spelling it does not take (mixed case such as
// 'oFF') gets clang-tidy's warning, and the default applies.
// RUN: %check_privdata %s --check-prefix=MODELS
// RUN: %check_privdata %s --check-prefix=MODELS -config="{CheckOptions: {privdata-type-mismatch.AcceptFirstMemberDowncast: 1, privdata-type-mismatch.DefaultModels: 'yes'}}"
// RUN: %check_privdata %s --check-prefix=MODELS -config="{CheckOptions: {AcceptFirstMemberDowncast: 'Y', DefaultModels: 'ON'}}"
// RUN: %check_privdata %s --check-prefix=MODELS -config="{CheckOptions: {privdata-type-mismatch.AcceptFirstMemberDowncast: 'True', DefaultModels: 'on'}}"
// RUN: %check_privdata %s --check-prefix=MODELS,DOWNCAST -config="{CheckOptions: {privdata-type-mismatch.AcceptFirstMemberDowncast: 'n'}}"
// RUN: %check_privdata %s --check-prefix=MODELS,DOWNCAST -config="{CheckOptions: {AcceptFirstMemberDowncast: 'FALSE'}}"
// RUN: %check_privdata %s --check-prefix=MODELS,DOWNCAST -config="{CheckOptions: {privdata-type-mismatch.AcceptFirstMemberDowncast: 'Off'}}"
// RUN: %check_privdata %s --check-prefix=NO-MODELS -config="{CheckOptions: {privdata-type-mismatch.DefaultModels: 0}}"
// RUN: %check_privdata %s --check-prefix=NO-MODELS -config="{CheckOptions: {DefaultModels: 'N'}}"
// RUN: %check_privdata %s --check-prefix=NO-MODELS -config="{CheckOptions: {privdata-type-mismatch.DefaultModels: 'False'}}"
// RUN: %check_privdata %s --check-prefix=NO-MODELS -config="{CheckOptions: {DefaultModels: 'OFF'}}"
// RUN: %check_privdata %s --check-prefix=INVALID,MODELS -config="{CheckOptions: {privdata-type-mismatch.DefaultModels: 'oFF'}}"
// INVALID: warning: invalid configuration value 'oFF' for option 'privdata-type-mismatch.DefaultModels'; expected a bool [clang-tidy-config]

struct device { const char *init_name; void *driver_data; };
struct holder { int id; void *member; };
struct base_dev { int irq; };
struct outer_dev { struct base_dev base; long flags; };
struct foo_stream { char *buf; unsigned size; };

void dev_set_drvdata(struct device *dev, void *data);
void *dev_get_drvdata(const struct device *dev);

void set(struct device *dev, struct holder *h, struct outer_dev *d) {
  dev_set_drvdata(dev, d);
  h->member = &d->base;
}

long first_member_downcast(struct holder *h) {
  struct outer_dev *d = h->member;
  // DOWNCAST: :[[@LINE-1]]:25: warning: 'member' of 'struct holder' is read as 'struct outer_dev *', but only 'struct base_dev *' is stored into it [privdata-type-mismatch]
  // DOWNCAST: :[[@LINE-6]]:15: note: 'struct base_dev *' stored here
  return d->flags;
}

unsigned modelled_read(struct device *dev) {
  struct foo_stream *s = dev_get_drvdata(dev);
  // MODELS: :[[@LINE-1]]:26: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct outer_dev *' is stored into it [privdata-type-mismatch]
  // MODELS: :[[@LINE-14]]:24: note: 'struct outer_dev *' stored here
  return s->size;
}
