/**
 * The rule Decap cannot express: an optional group of fields (a long text's image or button) may be left empty,
 * but once used, each of its fields the schema requires must be filled. Decap's object widget either requires
 * those fields always — so a text without an image cannot be saved (decaporg/decap-cms#2103, #7748, open) — or
 * never. The editor's config marks them `required: false, required_in_group: true`, and the save hook refuses a
 * used group with an empty one of them, naming it.
 */

export interface GroupField {
  readonly name: string;
  readonly label: string;
  readonly required_in_group?: boolean;
  readonly fields?: readonly GroupField[];
}

function filled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** The labels of the fields missing from used groups ("Image: Image description"); empty when all is well. */
export function missingInGroups(data: Record<string, unknown>, fields: readonly GroupField[]): string[] {
  return fields.flatMap((field) => {
    const value = data[field.name];
    if (!field.fields || typeof value !== 'object' || value === null) return [];
    const group = value as Record<string, unknown>;
    if (!Object.values(group).some(filled)) return [];
    return field.fields
      .filter((child) => child.required_in_group && !filled(group[child.name]))
      .map((child) => `${field.label}: ${child.label}`);
  });
}
