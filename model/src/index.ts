/** @mentorbridge/model: the one data model of MentorBridge (docs/data-model.md). */
export * from './identity';
export * from './enums';
export * from './limits';
export * from './paths';
export * from './person';
export {
  defaultsOf,
  fieldNames,
  finiteOrNull,
  ownerFields,
  readCount,
  readFields,
  readText,
  readTextList,
  readTime,
  textFields,
  type FieldDefinition,
  type FieldKind,
  type FieldsOf,
} from './fieldKinds';
export * from './documents';
export * from './builders';
export * from './fields';
export * from './links';
export * from './callables';
export * from './texts';
export * from './admin';
export * from './stats';
export * from './ratings';
export * as schemas from './schemas';
export * from './search';
export * from './lists';
export * from './notifications';
export * from './moderation';
