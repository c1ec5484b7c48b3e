/** Longest name an export gives a file, in characters, its extension included. */
const NAME_MAX = 120;
/** Names Windows keeps for devices: a file of one of them (with any extension) cannot be saved there. */
const DEVICE_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

/**
 * Names for the files of a ZIP, from the names they were uploaded with: each made safe as an entry
 * (its last path segment only, no control or reserved characters, no leading or trailing dots or
 * spaces, not a device name, at most `NAME_MAX` characters keeping its extension) and unique in the
 * archive whatever the case (`cv.pdf`, `cv (2).pdf`), as the systems that unzip it compare names.
 */
export function uniqueEntryNames(): (uploaded: string) => string {
  const taken = new Set<string>();
  return (uploaded) => {
    const safe = safeFileName(uploaded);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let name = safe;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${stem} (${copy})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  };
}

function safeFileName(uploaded: string): string {
  const last = uploaded.normalize('NFC').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = last.replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '_').replace(/^[.\s]+|[.\s]+$/g, '');
  const named = cleaned === '' ? 'file' : DEVICE_NAMES.test(cleaned) ? `_${cleaned}` : cleaned;
  // By characters, not UTF-16 units: a cut never splits one in two.
  const characters = [...named];
  if (characters.length <= NAME_MAX) return named;
  const dot = characters.lastIndexOf('.');
  const extension = dot > 0 && characters.length - dot <= 10 ? characters.slice(dot) : [];
  return `${characters.slice(0, NAME_MAX - extension.length).join('').trimEnd()}${extension.join('')}`;
}
