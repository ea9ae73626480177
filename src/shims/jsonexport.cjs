// react-admin's default exporter (ra-core's defaultExporter, the default of every list controller)
// writes CSV in the browser with jsonexport. No list here uses it: each list's «Экспорт CSV» asks
// the server for the whole filtered list (resources/shared/ServerExportButton.tsx), so the 17 KB of
// jsonexport stay out of the first screen. A list that forgot `exporter={false}` fails loudly.
module.exports = function jsonExport() {
  throw new Error('CSV is exported by the server: use ServerExportButton');
};
