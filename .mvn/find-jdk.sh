# Sourced by ./mvnw, ./goref and .ci/run (POSIX sh): makes JAVA_HOME a JDK of version 21 or newer.
# Order: JAVA_HOME as given, then the JDKs installed under /usr/lib/jvm, /opt and SDKMAN's (newest first), then the
# java on PATH. Says clearly, and fails, when none is found.
goref_java_version() {
  # Prints the feature version (17, 21, 25) of the java binary $1, or nothing. The JDK's release file says it
  # without starting a JVM (which cost a tenth of a second on every ./goref call), read with shell builtins
  # only; a JDK without one is asked.
  goref_release="${1%/bin/java}/release"
  if [ -f "$goref_release" ]; then
    goref_v=""
    while IFS= read -r goref_line || [ -n "$goref_line" ]; do
      case "$goref_line" in
        JAVA_VERSION=\"1.*) goref_v="${goref_line#JAVA_VERSION=\"1.}"; goref_v="${goref_v%%[!0-9]*}"; break ;;  # 1.8 is 8
        JAVA_VERSION=\"*) goref_v="${goref_line#JAVA_VERSION=\"}"; goref_v="${goref_v%%[!0-9]*}"; break ;;
      esac
    done < "$goref_release"
    if [ -n "$goref_v" ]; then echo "$goref_v"; return 0; fi
  fi
  "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p' | head -n 1
}
goref_find_jdk() {
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ]; then
    v=$(goref_java_version "$JAVA_HOME/bin/java")
    if [ -n "$v" ] && [ "$v" -ge 21 ]; then return 0; fi
  fi
  best=""; bestv=0
  # ${HOME:-}: the launcher runs under set -u, and services and `env -i` start it without HOME.
  for d in /usr/lib/jvm/* /opt/java/* /opt/jdk* "${HOME:-}"/.sdkman/candidates/java/*; do
    [ -x "$d/bin/javac" ] || continue
    v=$(goref_java_version "$d/bin/java")
    if [ -n "$v" ] && [ "$v" -ge 21 ] && [ "$v" -gt "$bestv" ]; then best="$d"; bestv="$v"; fi
  done
  if [ -z "$best" ] && command -v javac >/dev/null 2>&1; then
    d=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
    v=$(goref_java_version "$d/bin/java")
    if [ -n "$v" ] && [ "$v" -ge 21 ]; then best="$d"; fi
  fi
  if [ -z "$best" ]; then
    echo "goref: no JDK 21 or newer found (looked at JAVA_HOME, /usr/lib/jvm, /opt, ~/.sdkman and the javac on PATH)." >&2
    echo "goref: install one (for example: apt-get install openjdk-21-jdk-headless) or point JAVA_HOME at it." >&2
    return 1
  fi
  JAVA_HOME="$best"
  export JAVA_HOME
}
