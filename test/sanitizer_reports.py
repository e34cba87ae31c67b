"""A lit test format for sanitizer builds: every sanitizer report fails the test.

A report aborts the process, but lit's `not` turns any abnormal exit into the
success it expects, and a report written to standard error can end up in a
file that only positive CHECK lines look at. So the sanitizers write their
reports into files next to the test's temporaries instead, and the test fails
when any such file exists after it ran, whatever its RUN lines made of the
exit statuses.
"""
import glob
import os
import shlex

import lit.formats
import lit.Test
import lit.TestRunner

SANITIZER_OPTIONS = ("ASAN_OPTIONS", "UBSAN_OPTIONS")


class SanitizerReportsShTest(lit.formats.ShTest):
    def execute(self, test, lit_config):
        _, tmp_base = lit.TestRunner.getTempPaths(test)
        report_prefix = tmp_base + ".sanitizer"
        os.makedirs(os.path.dirname(report_prefix), exist_ok=True)
        for stale in glob.glob(report_prefix + ".*"):
            os.remove(stale)

        # Each sanitizer writes to log_path.PID; a later option overrides an
        # earlier one of the same name.
        preamble = [
            "export %s=%s"
            % (name, shlex.quote("%s:log_path=%s" % (test.config.environment.get(name, ""), report_prefix)))
            for name in SANITIZER_OPTIONS
        ]
        result = lit.TestRunner.executeShTest(
            test, lit_config, self.execute_external, self.extra_substitutions,
            self.preamble_commands + preamble)

        reports = sorted(glob.glob(report_prefix + ".*"))
        if reports and result.code != lit.Test.UNSUPPORTED:
            result.code = lit.Test.FAIL
            for path in reports:
                with open(path, errors="replace") as report:
                    result.output += "\nSanitizer report %s:\n%s" % (path, report.read())
        return result
