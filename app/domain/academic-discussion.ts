/**
 * Academic discussion writing prompts keep their posts inside the prompt's question text, as one
 * block that starts with a marker line (admin spec section 3):
 *
 *   [[academic_discussion]]
 *   Professor:
 *   <professor post, any number of lines>
 *   Student 1:
 *   <first student post>
 *   Student 2:
 *   <second student post>
 *   Instructions:
 *   <extra instructions: what the learner must write>
 *
 * A content line that would read as a header (or that starts with a backslash) is escaped with one
 * leading backslash, so any text round-trips: parseDiscussion(packDiscussion(x)) equals x with its
 * parts trimmed and line endings normalised to "\n".
 */
export const DISCUSSION_MARKER = "[[academic_discussion]]";

export interface Discussion {
  professorPost: string;
  firstStudentPost: string;
  secondStudentPost: string;
  instructions: string;
}

const HEADERS = {
  professorPost: "Professor:",
  firstStudentPost: "Student 1:",
  secondStudentPost: "Student 2:",
  instructions: "Instructions:",
} as const;
const ORDER = ["professorPost", "firstStudentPost", "secondStudentPost", "instructions"] as const;
const HEADER_LINES = new Set<string>(Object.values(HEADERS));

function normalise(text: string | null | undefined): string {
  return (text ?? "").replace(/\r\n?/g, "\n").trim();
}

function escapeLine(line: string): string {
  return HEADER_LINES.has(line) || line === DISCUSSION_MARKER || line.startsWith("\\") ? `\\${line}` : line;
}

function unescapeLine(line: string): string {
  return line.startsWith("\\") ? line.slice(1) : line;
}

/** The question text that stores a discussion. */
export function packDiscussion(parts: Partial<Discussion>): string {
  const lines: string[] = [DISCUSSION_MARKER];
  for (const key of ORDER) {
    lines.push(HEADERS[key]);
    const body = normalise(parts[key]);
    if (body) lines.push(...body.split("\n").map(escapeLine));
  }
  return lines.join("\n");
}

export function isPackedDiscussion(text: string | null | undefined): boolean {
  return normalise(text).startsWith(DISCUSSION_MARKER + "\n") || normalise(text) === DISCUSSION_MARKER;
}

/**
 * The parts of a packed discussion, or null when the text is not one (a plain question text is
 * not a discussion). Missing sections come back as empty strings.
 */
export function parseDiscussion(text: string | null | undefined): Discussion | null {
  if (!isPackedDiscussion(text)) return null;
  const lines = normalise(text).split("\n").slice(1);
  const out: Record<keyof Discussion, string[]> = {
    professorPost: [],
    firstStudentPost: [],
    secondStudentPost: [],
    instructions: [],
  };
  let current: keyof Discussion | null = null;
  for (const line of lines) {
    const header = ORDER.find((key) => HEADERS[key] === line);
    if (header) {
      current = header;
      continue;
    }
    if (current) out[current].push(unescapeLine(line));
  }
  return {
    professorPost: out.professorPost.join("\n").trim(),
    firstStudentPost: out.firstStudentPost.join("\n").trim(),
    secondStudentPost: out.secondStudentPost.join("\n").trim(),
    instructions: out.instructions.join("\n").trim(),
  };
}

/** What a list shows for a prompt's question: the instructions of a discussion, else the text. */
export function questionSummary(text: string): string {
  const discussion = parseDiscussion(text);
  if (!discussion) return text;
  return discussion.instructions || discussion.professorPost;
}
