// node-polyglot's `hasown` (with function-bind): Object.hasOwn does the same in every supported browser.
module.exports = function hasOwn(object, key) {
  return Object.hasOwn(object, key);
};
