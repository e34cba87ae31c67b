#!/usr/bin/env python3
"""Print the file each location of a SARIF log names, decoded as a viewer
decodes it (RFC 3986, relative URIs against originalUriBaseIds), with the
URI and base as written.

usage: sarif_paths.py LOG
"""
import json
import sys
import urllib.parse

run = json.load(open(sys.argv[1], encoding="utf-8"))["runs"][0]
bases = {k: v["uri"] for k, v in run.get("originalUriBaseIds", {}).items()}


def describe(artifact):
    uri = artifact["uri"]
    base = artifact.get("uriBaseId")
    absolute = urllib.parse.urljoin(bases[base], uri) if base else uri
    path = urllib.parse.unquote(urllib.parse.urlparse(absolute).path)
    return "%s (uri %s, base %s)" % (path, uri, base or "-")


for i, result in enumerate(run["results"]):
    where = result["locations"][0]["physicalLocation"]["artifactLocation"]
    print("result %d: %s" % (i, describe(where)))
    for j, related in enumerate(result.get("relatedLocations", [])):
        print("related %d.%d: %s" % (i, j, describe(related["physicalLocation"]["artifactLocation"])))
for key, uri in sorted(bases.items()):
    print("%s: %s" % (key, uri))
