#!/usr/bin/env python3
"""Print 'line N: FINGERPRINT' for each finding of a privdata-audit JSON report.

usage: fingerprints.py REPORT
"""
import json
import sys

for finding in json.load(open(sys.argv[1]))["findings"]:
    print("line %d: %s" % (finding["location"]["line"], finding["fingerprint"]))
