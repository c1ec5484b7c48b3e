import { print } from 'graphql';
import { refusalFromErrors, type ResponseError } from '../../app/graphql-errors';
import { leadOutcomeOfPayload, leadOutcomeOfRefusal } from '../forms/leadOutcome';
import type { LeadOutcome } from '../forms/messages';
import { graphql } from '../gql';
import type { ApplyForJobInput, ApplyForJobMutation as ApplyForJobResult } from '../gql/graphql';

export const ApplyForJobMutation = graphql(`
  mutation ApplyForJob($input: ApplyForJobInput!, $resumes: [Upload!]) {
    applyForJob(input: $input, resumes: $resumes) {
      success
      message
    }
  }
`);

const QUERY = print(ApplyForJobMutation);

/**
 * Sends an application with its resumes as a GraphQL multipart request (the `resumes` upload
 * list), reporting upload progress from 0 to 1. XMLHttpRequest rather than fetch: only it reports
 * how much of the body has been sent.
 */
export function uploadApplication(input: ApplyForJobInput, files: readonly File[], onProgress: (fraction: number) => void): Promise<LeadOutcome> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: QUERY, variables: { input, resumes: files.map(() => null) } }));
  body.append('map', JSON.stringify(Object.fromEntries(files.map((_, index) => [String(index), [`variables.resumes.${index}`]]))));
  files.forEach((file, index) => body.append(String(index), file, file.name));

  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    // Apollo Server's CSRF prevention accepts multipart requests that carry this header.
    request.setRequestHeader('Apollo-Require-Preflight', 'true');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const response = request.response as { data?: ApplyForJobResult | null; errors?: ResponseError[] } | null;
      const payload = response?.data?.applyForJob;
      resolve(payload ? leadOutcomeOfPayload(payload) : leadOutcomeOfRefusal(response?.errors ? refusalFromErrors(response.errors) : null));
    });
    request.addEventListener('error', () => resolve({ kind: 'failed' }));
    request.addEventListener('abort', () => resolve({ kind: 'failed' }));
    request.send(body);
  });
}
