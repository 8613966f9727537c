import { bodySpec, paramSpec, type BodyEncoding, type Operation } from '@org/http-core';

/** One field of an operation's input object, as the table declares it. */
export interface InputField {
  /** The property name in the input (`roleAssignmentName`, `body`), not the wire name. */
  readonly name: string;
  /** Where the value travels. */
  readonly in: 'path' | 'query' | 'header' | 'body';
  /** Whether the caller may leave it out, as the compiler types the operation's input. */
  readonly optional: boolean;
  /** What the field means: the parameter's `description`; for `body`, its encoding and the operation's summary. */
  readonly description: string;
}

const sections = [
  ['path', 'pathParams'],
  ['query', 'query'],
  ['header', 'headers'],
] as const;

const bodyEncodings: Readonly<Record<BodyEncoding, string>> = {
  json: 'JSON',
  multipart: 'multipart/form-data',
  form: 'application/x-www-form-urlencoded',
  text: 'text',
  binary: 'bytes',
};

/**
 * The fields of an operation's input, in the order the table declares them: path, query and header parameters,
 * then `body`, each optional as `optional` (the fields of the compiled `OperationInput`, see `inputOptionality`)
 * says. Throws for a parameter without a `description` (its field would show nothing on hover), for a name declared
 * twice, and when the declared fields are not those of the compiled input.
 */
export function inputFields(operation: Operation, optional: ReadonlyMap<string, boolean>): InputField[] {
  const fields: InputField[] = [];
  const add = (field: InputField) => {
    if (fields.some((other) => other.name === field.name)) throw new Error(`${operation.id}: input field ${field.name} is declared twice`);
    fields.push(field);
  };
  for (const [where, key] of sections) {
    for (const [name, declared] of Object.entries(operation.spec[key] ?? {})) {
      const param = paramSpec(declared);
      if (!param.description?.trim()) throw new Error(`${operation.id}: ${where} parameter ${name} has no description`);
      add({ name, in: where, optional: optional.get(name) === true, description: param.description.trim() });
    }
  }
  if (operation.spec.body !== undefined) {
    const body = bodySpec(operation.spec.body);
    const description = `The request body of \`${operation.id}\` (${operation.summary}), sent as ${bodyEncodings[body.encoding ?? 'json']}.`;
    add({ name: 'body', in: 'body', optional: optional.get('body') === true, description });
  }
  const declared = fields.map((field) => field.name).sort();
  const compiled = [...optional.keys()].sort();
  if (declared.join() !== compiled.join()) throw new Error(`${operation.id}: the table declares ${declared.join(', ') || 'no field'}, its compiled input has ${compiled.join(', ') || 'none'}`);
  return fields;
}
