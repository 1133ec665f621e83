/**
 * `prop-types` for the browser build (gatsby-node.ts aliases the package here): React 18 never reads propTypes,
 * and in production the package is already a set of do-nothing validators (its factoryWithThrowingShims) whose only
 * weight is an error message no code path reaches. Gatsby's Link and router declare propTypes with it; these stand-ins
 * keep those declarations valid at ~100 bytes instead of ~700 (every page loads the framework chunk that held it).
 */
function shim() {}
shim.isRequired = shim;
function shimOf() {
  return shim;
}
var PropTypes = {
  array: shim,
  bigint: shim,
  bool: shim,
  func: shim,
  number: shim,
  object: shim,
  string: shim,
  symbol: shim,
  any: shim,
  arrayOf: shimOf,
  element: shim,
  elementType: shim,
  instanceOf: shimOf,
  node: shim,
  objectOf: shimOf,
  oneOf: shimOf,
  oneOfType: shimOf,
  shape: shimOf,
  exact: shimOf,
  checkPropTypes: shim,
  resetWarningCache: shim,
};
PropTypes.PropTypes = PropTypes;
module.exports = PropTypes;
