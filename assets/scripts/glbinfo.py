#!/usr/bin/env python3
"""Prints the node tree (names, translations) and materials of a .glb: a quick check of exported models."""
import json, struct, sys
for path in sys.argv[1:]:
    d = open(path, 'rb').read()
    n = struct.unpack('<I', d[12:16])[0]
    j = json.loads(d[20:20 + n])
    print(path, len(d), "bytes")
    nodes = j['nodes']
    def show(i, depth):
        nd = nodes[i]
        print("  " * depth + "- %s t=%s%s" % (nd.get('name'), [round(v, 4) for v in nd.get('translation', [0, 0, 0])],
              " mesh" if 'mesh' in nd else ""))
        for c in nd.get('children', []):
            show(c, depth + 1)
    for s in j['scenes']:
        for i in s['nodes']:
            show(i, 1)
    print("  materials:", [(m['name'], m.get('pbrMetallicRoughness', {}).get('roughnessFactor')) for m in j.get('materials', [])])
    tris = 0
    for m in j['meshes']:
        for p in m['primitives']:
            tris += j['accessors'][p['indices']]['count'] // 3
    print("  triangles:", tris)
