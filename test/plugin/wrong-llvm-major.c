// Loaded into clang-tidy of another LLVM major, the plugin stops clang-tidy
// with status 1 and says which build to use, instead of running checks built
// for another ABI (which reported nothing, or crashed).
// REQUIRES: other-llvm-clang-tidy
// RUN: python3 %S/../cross-file/Inputs/expect_exit.py 1 %other_clang_tidy --load=%plugin -checks='-*,privdata-*' --quiet %s -- > %t.out 2>&1
// RUN: FileCheck %s --match-full-lines -DBUILT=%llvm_major -DHOST=%other_llvm_major < %t.out
// RUN: python3 %S/../cross-file/Inputs/expect_exit.py 1 %other_clang_tidy --load=%plugin -checks='-*,privdata-*' --list-checks > %t.list 2>&1
// RUN: FileCheck %s --match-full-lines -DBUILT=%llvm_major -DHOST=%other_llvm_major < %t.list

// CHECK: privdata: this plugin was built for LLVM [[BUILT]] but is loaded into clang-tidy from LLVM [[HOST]]; run it through its build's privdata-tidy (clang-tidy-[[BUILT]]), or use a privdata build for LLVM [[HOST]] (cmake -DPRIVDATA_LLVM_MAJOR=[[HOST]])
// CHECK-EMPTY:

struct snd_pcm_substream { void *private_data; };
struct foo_chip { int irq; };
struct foo_stream { unsigned size; };

void open_substream(struct snd_pcm_substream *substream, struct foo_stream *stream) {
  substream->private_data = stream;
}

int bad_read(struct snd_pcm_substream *substream) {
  struct foo_chip *chip = substream->private_data;
  return chip->irq;
}
