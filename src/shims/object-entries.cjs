// node-polyglot (react-admin's translations) requires the `object.entries` polyfill, which brings
// es-abstract's intrinsics (get-intrinsic, define-data-property, object-keys...: ~30 KB) to every
// page; every browser the app supports has Object.entries. vite.config.ts aliases it here.
module.exports = function entries(object) {
  return Object.entries(object);
};
