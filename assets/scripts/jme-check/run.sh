#!/usr/bin/env bash
# Loads every model and the sky in a real jME 3.9 window (Xvfb + Mesa are fine) and writes five
# screenshots to /tmp/jmetest/shot*.png: towards the +X windows (the moon should be right of
# centre, above the dunes), towards +Z, a game-like view of the table, the room, the back wall.
# Not part of the build; a developer's check of the committed assets. Needs the jME jars in ~/.m2
# (mvn -q -pl game-client -am dependency:resolve fetches them) and xvfb-run.
set -euo pipefail
R=~/.m2/repository
CP=$(ls $R/org/jmonkeyengine/{jme3-core,jme3-plugins,jme3-plugins-json,jme3-plugins-json-gson,jme3-desktop,jme3-lwjgl3}/3.9.0-stable/*.jar | tr '\n' ':')
CP=$CP$(find $R/org/lwjgl -name "*.jar" | grep -v "natives-\(macos\|windows\|linux-arm\)" | tr '\n' ':')$(find $R/com/google/code/gson -name "gson-*.jar" | head -1)
mkdir -p /tmp/jmetest
cd "$(dirname "$0")"
javac -d /tmp/jmetest -cp "$CP" AssetCheck.java
xvfb-run -a -s "-screen 0 1280x720x24" java -cp "$CP:/tmp/jmetest" AssetCheck
