/**
 * The TypeScript type of the data a field list describes, so that a wire type is derived from
 * its description instead of written a second time.
 */
import type { ImageReference } from '@theke/domain';
import type {
  BooleanField,
  CollectionField,
  DateField,
  Field,
  FileField,
  FilesField,
  GroupField,
  ImageField,
  ImagesField,
  MultiselectField,
  NumberField,
  ReferenceField,
  SelectField,
  TabsField,
} from './field-kinds';

/** SPEC §3 Uploaded file. */
export interface UploadReference {
  id: number;
  version: number;
  extension: string;
  publicHash: string;
  mimeType: string;
}

/** A staff account another service points at (issue 21): the gateway's user id and the name it had. */
export interface UserReference {
  id: number;
  username: string;
}

type Optional<F, T> = F extends { required: true } ? T : T | null;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void
  ? I
  : never;

type ReferenceValue<F extends ReferenceField> = F extends { as: 'id' }
  ? number
  : F extends { as: 'object' }
    ? F['targets'][number] extends 'user'
      ? UserReference
      : { id: number }
    : { id: number; type: F['targets'][number] };

type ListValue<F extends CollectionField> = F extends { fields: readonly Field[] }
  ? DataOf<F['fields']>[]
  : { type: string; value: Record<string, unknown> }[];

export type FieldValue<F extends Field> = F extends NumberField
  ? Optional<F, number>
  : F extends BooleanField
    ? boolean
    : F extends SelectField
      ? Optional<F, F['options'][number]['value']>
      : F extends MultiselectField
        ? F['options'][number]['value'][]
        : F extends ImageField
          ? Optional<F, ImageReference>
          : F extends ImagesField
            ? ImageReference[]
            : F extends FileField
              ? Optional<F, UploadReference>
              : F extends FilesField
                ? UploadReference[]
                : F extends ReferenceField
                  ? F extends { many: true }
                    ? ReferenceValue<F>[]
                    : Optional<F, ReferenceValue<F>>
                  : F extends GroupField
                    ? Optional<F, DataOf<F['fields']>>
                    : F extends CollectionField
                      ? F extends { nullable: true }
                        ? ListValue<F> | null
                        : ListValue<F>
                      : F extends DateField
                        ? Optional<F, string>
                        : Optional<F, string>;

type TabData<T extends TabsField> = UnionToIntersection<DataOf<T['tabs'][number]['fields']>>;

/** The data of a field list, tabs flattened into it. */
export type DataOf<Fs extends readonly Field[]> = {
  -readonly [F in Exclude<Fs[number], TabsField> as F['name']]: FieldValue<F>;
} & UnionToIntersection<Extract<Fs[number], TabsField> extends infer T ? (T extends TabsField ? TabData<T> : unknown) : unknown>;
