// One JSON file per feature keeps parallel work from editing the same file; each adds one line here.
import common from './common.json';
import analysis from './analysis.json';
import accounts from './accounts.json';
import billing from './billing.json';
import content from './content.json';
import marketing from './marketing.json';
import generator from './generator.json';
import trackRecord from './track-record.json';

export default {
  ...common,
  ...analysis,
  ...accounts,
  ...billing,
  ...content,
  ...marketing,
  ...generator,
  ...trackRecord,
};
