// Every table of the product; each domain keeps its tables in its own file here.
export * from './platform';
export * from './reports';
export * from './auth';
export * from './billing';
export * from './content';
export * from './results';
