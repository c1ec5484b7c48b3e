/**
 * The files an area takes: limits of GraphQL multipart uploads and of its form posted without
 * scripts (`/forms/<name>`, multipart), and what a visitor is told past them. The area declares
 * them (`Area.uploads`); the generic HTTP layer knows no area's fields.
 */
export interface UploadRules {
  maxFileBytes: number;
  maxFiles: number;
  messages: { fileTooLarge: string; tooManyFiles: string };
  /** The file field of its form posted without scripts (the application's `resumes`): files sent under another name are not kept. */
  formField?: string;
  /** The multipart limits of that post (`@fastify/multipart`'s `limits`); its fields and parts are narrowed per form. */
  multipartLimits?: { fileSize: number; files: number; fields: number; parts: number; fieldSize: number };
}

/** The rules of the one area whose form is posted without scripts with files (the application). */
export type FormUploadRules = UploadRules & Required<Pick<UploadRules, 'formField' | 'multipartLimits'>>;
