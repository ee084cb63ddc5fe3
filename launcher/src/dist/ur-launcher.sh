#!/bin/sh
# bin/ur of the app image: starts the game (or a tool: the same command line as ./ur) with the Java
# runtime beside it, the class path, main class and JVM options read from lib/app/ur.cfg, as
# jpackage's own launcher reads them. It replaces that launcher (package.sh), which asks rpm and
# dpkg at every start which package it came from (dpkg -S searches every installed package's file
# list: a tenth of a second and more before Java starts).
bin=$(dirname "$(readlink -f "$0")")
root=${bin%/bin}
APPDIR=$root/lib/app
cfg=$APPDIR/ur.cfg
[ -r "$cfg" ] || { echo "ur: $cfg is missing: the game is not installed whole" >&2; exit 1; }

# The JVM's options go after the player's words in "$@", which are then moved behind them.
words=$#
cp=
main=
while IFS= read -r line || [ -n "$line" ]; do
  value=${line#*=}
  case $value in *'$APPDIR'*) value=${value%%\$APPDIR*}$APPDIR${value#*\$APPDIR} ;; esac
  case $line in
    app.classpath=*) cp=$cp${cp:+:}$value ;;
    app.mainclass=*) main=$value ;;
    java-options=*) set -- "$@" "$value" ;;
  esac
done < "$cfg"
set -- "$@" "-Djpackage.app-path=$bin/ur" -cp "$cp" "$main"
while [ "$words" -gt 0 ]; do
  set -- "$@" "$1"
  shift
  words=$((words - 1))
done
exec "$root/lib/runtime/bin/java" "$@"
