# lib.sh - helpers for the CLI tests (sourced). $CLI is the nemeton-cli-fixture program.
set -u
unset NEMETON_DATA
failures=0
checks=0
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# expect_rc WANT CMD...: runs CMD (stdout -> $TMP/out, stderr -> $TMP/err), checks its status.
expect_rc() {
    local want=$1
    shift
    checks=$((checks + 1))
    "$@" >"$TMP/out" 2>"$TMP/err"
    local rc=$?
    if [ "$rc" -ne "$want" ]; then
        fail "exit $rc (wanted $want): $*"
        sed 's/^/  stderr: /' "$TMP/err" | head -20 >&2
    fi
}

# has FILE TEXT: FILE contains TEXT (fixed string).
has() {
    checks=$((checks + 1))
    grep -qF -- "$2" "$1" || {
        fail "$1 lacks: $2"
        sed 's/^/  | /' "$1" | head -20 >&2
    }
}

# has_line FILE LINE: FILE has exactly that line.
has_line() {
    checks=$((checks + 1))
    grep -qxF -- "$2" "$1" || {
        fail "$1 lacks the line: $2"
        sed 's/^/  | /' "$1" | head -20 >&2
    }
}

same_file() {
    checks=$((checks + 1))
    cmp -s "$1" "$2" || fail "$1 and $2 differ"
}

done_checks() {
    echo "$1: $checks checks, $failures failed"
    [ "$failures" -eq 0 ]
}
