/** Limits of the files an area accepts as GraphQL multipart uploads, and what a visitor is told past them. */
export interface UploadRules {
  maxFileBytes: number;
  maxFiles: number;
  messages: { fileTooLarge: string; tooManyFiles: string };
}
