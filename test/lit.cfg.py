# lit configuration for privdata. Each test is a small C file (or a
# split-file bundle) with RUN lines; the substitutions below are what RUN lines use.
import os
import shutil
import sys

import lit.formats

# One lit run covers the suites of several LLVM majors; the name tells them apart.
config.name = "privdata-llvm" + config.llvm_major
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".cpp", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.privdata_binary_dir, "test")

# A sanitizer build (PRIVDATA_SANITIZE) runs the same tests as a suite of its
# own name. Any report aborts the process and fails the test (see
# sanitizer_reports.py). Leaks are checked in clang-tidy too: with the plugin
# loaded it frees everything it allocates, so a leak there is the plugin's.
# ASan's own alternate signal stack stays off: LLVM installs a bigger one on
# each thread, which ASan, at the thread's exit, would unmap as its own and
# die (ASan of LLVM 19 assumes the stack it finds is the one it made).
if config.privdata_sanitize:
    sys.path.insert(0, config.test_source_root)
    from sanitizer_reports import SanitizerReportsShTest

    config.name += "-" + config.privdata_sanitize.replace(",", "-")
    config.available_features.add("sanitizer")
    config.test_format = SanitizerReportsShTest(execute_external=False)
    config.environment["ASAN_OPTIONS"] = "abort_on_error=1:halt_on_error=1:detect_leaks=1:use_sigaltstack=0"
    config.environment["UBSAN_OPTIONS"] = "abort_on_error=1:halt_on_error=1:print_stacktrace=1"
    config.environment["PRIVDATA_SANITIZER_RUNTIME"] = config.privdata_sanitizer_runtime
    config.environment["PRIVDATA_UNSANITIZED_CLANG_TIDY"] = config.clang_tidy
    config.clang_tidy = os.path.join(config.test_source_root, "sanitized_clang_tidy.sh")

# The libFuzzer harnesses (checker/fuzz), built in the sanitizer configuration.
if config.privdata_fuzzers_dir:
    config.available_features.add("fuzzers")
    config.substitutions.append(("%fuzzers_dir", config.privdata_fuzzers_dir))

config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])]
)
config.environment["PRIVDATA_CLANG_TIDY"] = config.clang_tidy
config.environment["PRIVDATA_PLUGIN"] = config.privdata_plugin
config.environment["PRIVDATA_FILECHECK"] = config.filecheck

check_script = os.path.join(config.test_source_root, "check_privdata.sh")
config.substitutions.append(("%check_privdata", "bash " + check_script))
config.substitutions.append(
    (
        "%clang_tidy_privdata",
        "%s --load=%s -checks=-*,privdata-type-mismatch --quiet"
        % (config.clang_tidy, config.privdata_plugin),
    )
)
config.substitutions.append(("%plugin", config.privdata_plugin))
config.substitutions.append(("%privdata_audit", config.privdata_audit))
config.substitutions.append(("%privdata_tidy", config.privdata_tidy))
config.substitutions.append(("%privdata_build_dir", config.privdata_binary_dir))
config.substitutions.append(("%run_clang_tidy", config.run_clang_tidy))
config.substitutions.append(("%clang_tidy_diff", config.clang_tidy_diff))
config.substitutions.append(("%llvm_major", config.llvm_major))
config.substitutions.append(("%cmake", config.cmake))
config.substitutions.append(("%cpack", config.cpack))
config.substitutions.append(("%clang_tidy", config.clang_tidy))
config.substitutions.append(("%examples", os.path.join(config.privdata_source_dir, "examples")))
# The clang of the build's LLVM major, which loads the compiler plugin. After
# the %clang_tidy substitutions, whose names begin with this one's.
config.substitutions.append(("%collect_plugin", config.privdata_collect_plugin))
config.substitutions.append(("%clang", os.path.join(config.llvm_tools_dir, "clang")))

# A clang-tidy and a clang of another LLVM major privdata supports, for the
# tests that the plugins refuse to load into them. Looked up here rather than
# by CMake because test/run.sh installs that LLVM only when it builds its
# configuration, which may come after this one.
for other_major in ("19", "22"):
    other_bin = "/usr/lib/llvm-%s/bin" % other_major
    if other_major == config.llvm_major or not os.path.isdir(other_bin):
        continue
    config.substitutions.append(("%other_llvm_major", other_major))
    other_clang_tidy = os.path.join(other_bin, "clang-tidy")
    if os.path.exists(other_clang_tidy):
        if config.privdata_sanitize:
            other_clang_tidy = "env LD_PRELOAD=%s %s" % (
                config.privdata_sanitizer_runtime, other_clang_tidy)
        config.available_features.add("other-llvm-clang-tidy")
        config.substitutions.append(("%other_clang_tidy", other_clang_tidy))
    # After %other_clang_tidy, whose name begins with this one's.
    other_clang = os.path.join(other_bin, "clang")
    if os.path.exists(other_clang):
        config.available_features.add("other-llvm-clang")
        config.substitutions.append(("%other_clang", other_clang))
    break

# Meson, which test/run.sh installs through cmake/bootstrap.sh, builds the
# project of the recipe in docs/build-integration.md.
if shutil.which("meson"):
    config.available_features.add("meson")

# The SARIF multitool (npm @microsoft/sarif-multitool), which test/run.sh
# installs, validates the audit's SARIF as GitHub code scanning does.
sarif_multitool = os.environ.get("PRIVDATA_SARIF_MULTITOOL", "")
if sarif_multitool and os.access(sarif_multitool, os.X_OK):
    config.available_features.add("sarif-multitool")
    config.substitutions.append(("%sarif_multitool", sarif_multitool))
