#!/usr/bin/env bash
# Puts the Node version named in .nvmrc first on PATH, installing it from the npm registry (the `node`
# package carries the binaries) into .tools/node-<version>/ when the machine's own Node is another one.
# Source it:  . scripts/node24.sh   (then `node --version` prints the .nvmrc version)
# Nothing but the npm registry is needed; a second run reuses the folder.
_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_want="$(tr -d ' \nv' < "$_root/.nvmrc")"
if [ "$(node --version 2>/dev/null)" != "v$_want" ]; then
  _dir="$_root/.tools/node-$_want"
  _bin="$_dir/node_modules/node/bin"
  if [ ! -x "$_bin/node" ] || [ "$("$_bin/node" --version)" != "v$_want" ]; then
    echo "Installing Node $_want from the npm registry into .tools/node-$_want/ …" >&2
    rm -rf "$_dir" && mkdir -p "$_dir"
    (cd "$_dir" && echo '{"private":true}' > package.json &&
      npm install --no-audit --no-fund --no-save --loglevel=error "node@$_want" >&2) || {
      echo "Could not install node@$_want from the npm registry." >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$_bin:$PATH"
  # Native addons built by node-gyp compile against this Node's own headers (the package ships them).
  for _headers in "$_dir"/node_modules/node/node_modules/node-*; do
    [ -d "$_headers/include/node" ] && export npm_config_nodedir="$_headers"
  done
fi
echo "Node $(node --version) at $(command -v node)" >&2
unset _root _want _dir _bin _headers
