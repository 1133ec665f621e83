/*
 * Which Node runs the project, said plainly instead of a stack trace. Plain ES5 on purpose: it must run, and
 * speak, on any Node a machine may have.
 *
 *   node scripts/check-node.cjs install   (preinstall) the machine's Node and npm can install the project,
 *                                          which brings its own Node (the `node` devDependency)
 *   node scripts/check-node.cjs run       (pretest, prestart, prebuild) the scripts run on the Node of .nvmrc,
 *                                          which npm puts first on PATH from node_modules/.bin
 */
"use strict";
var fs = require("fs");
var path = require("path");

var root = path.join(__dirname, "..");
var wanted = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").replace(/[\sv]/g, "");
var running = process.versions.node;
var major = function (version) {
  return Number(String(version).split(".")[0]);
};
var fail = function (lines) {
  process.stderr.write("\n" + lines.join("\n") + "\n\n");
  process.exit(1);
};

if (process.argv[2] === "install") {
  // npm 9 reads the lock file's format (v3); the Node it runs on installs the project's Node 24 from the
  // registry. Older pairs fail somewhere inside npm, so they are stopped here, by name.
  var agent = /npm\/(\d+)/.exec(process.env.npm_config_user_agent || "");
  var npmMajor = agent ? Number(agent[1]) : 0;
  if (major(running) < 18 || (agent && npmMajor < 9)) {
    fail([
      "Circulare cannot be installed with Node " + running + (agent ? " and npm " + agent[0].slice(4) : "") + ".",
      "Installing needs Node 18 or newer with npm 9 or newer (any current LTS, e.g. Node 20 with npm 10 or 11).",
      "The install then brings the project's own Node " +
        wanted +
        " (the `node` devDependency), which every npm script uses.",
    ]);
  }
} else if (running !== wanted) {
  var local = path.join(root, "node_modules", ".bin", process.platform === "win32" ? "node.cmd" : "node");
  fail([
    "Circulare's scripts run on Node " + wanted + " (.nvmrc); this one got Node " + running + ".",
    fs.existsSync(local)
      ? "node_modules/.bin/node is there but was not used: run the command through npm (npm test, npm start, npm run …), which puts it first on PATH."
      : "node_modules has no Node of its own: run `npm ci` (with the dev dependencies: not --omit=dev); it installs Node " +
        wanted +
        " from the npm registry.",
  ]);
}
