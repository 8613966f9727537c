/** Key of an app's child resource in a store: `<appId>/<id>`. */
export function childKey(appId: string, id: string | number): string {
  return `${appId}/${id}`;
}
