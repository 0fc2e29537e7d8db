import type { ApolloClient, MaybeMasked, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { notifySuccess, type FeedbackAction } from '../feedback';
import { OWN_ERROR_MESSAGE } from './links';

/** A confirmation that names what the answer says, and may offer an action (an Undo). */
export type Confirmation<TData> = (answer: MaybeMasked<TData>) => { text: string; action?: FeedbackAction };

type WriteOptions<TData, TVariables extends OperationVariables> = useMutation.MutationFunctionOptions<
  TData,
  TVariables
> & { variables: TVariables };

/**
 * Every write of the app goes through here, so every success is confirmed the same way:
 * `write(options, done)` runs the mutation and, once the server accepted it, shows `done`
 * (already translated; or made from the answer, with an action) through lib/feedback. A failure rejects, untouched, for the caller to
 * show where it belongs (on a field, in the form), so the shell adds no toast of its own.
 */
export function useWrite<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  // Variables belong to each write, never to the hook.
  options?: Omit<useMutation.Options<TData, TVariables>, 'variables'>,
) {
  const [mutate, result] = useMutation(mutation, options);
  // The tuple's mutate type depends on which variables are optional; every write passes them all.
  const run = mutate as unknown as (
    options: WriteOptions<TData, TVariables>,
  ) => Promise<ApolloClient.MutateResult<MaybeMasked<TData>>>;
  async function write(writeOptions: WriteOptions<TData, TVariables>, done: string | Confirmation<TData>) {
    const answer = await run({ ...writeOptions, context: { ...writeOptions.context, ...OWN_ERROR_MESSAGE } });
    if (typeof done === 'string') notifySuccess(done);
    else {
      const { text, action } = done(answer.data!);
      notifySuccess(text, action);
    }
    return answer;
  }
  return [write, result] as const;
}
