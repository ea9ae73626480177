import { parse } from 'graphql';
import { setDocumentParser } from '../../dataProvider/documents';

// Tests read the resources' documents without loading the data provider, which hands in the parser.
setDocumentParser(parse);
