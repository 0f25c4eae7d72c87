import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly, PageData } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { readerLanguage } from '../i18n/reader-language.js';
import { activePolls, allPolls, createPoll, deletePoll, pollResponses, updatePoll, vote } from './polls.service.js';
import { PollInput, PollResponseView, PollUpdateInput, PollView, PollVoteInput } from './polls.types.js';

const LANGUAGE = { nullable: true, description: 'en or es; when absent, the request’s (?language=, then Accept-Language, then en). A blank Spanish text shows the English one.' };

@Resolver()
export class PollsResolver {
  @PageData('polls')
  @Query(() => [PollView], { description: 'The active polls, with vote counts and the signed-in party’s own vote.' })
  polls(@Arg('language', () => String, LANGUAGE) language: string | null, @Ctx() ctx: Context): Promise<PollView[]> {
    return activePolls(ctx.reads, ctx.user!.id, readerLanguage(ctx, language));
  }

  @PageData('polls')
  @Query(() => [PollResponseView], { description: 'Every vote of an active poll.' })
  pollResponses(@Arg('pollId', () => Int) pollId: number, @Ctx() ctx: Context): Promise<PollResponseView[]> {
    return pollResponses(ctx.em, pollId);
  }

  @PageData('polls')
  @Mutation(() => PollResponseView, { description: 'Records the signed-in party’s vote; a second vote is refused (409) and the first stands.' })
  votePoll(
    @Arg('pollId', () => Int) pollId: number,
    @Arg('input', () => PollVoteInput) input: PollVoteInput,
    @Ctx() ctx: Context,
  ): Promise<PollResponseView> {
    return vote(ctx.em, ctx.user!.id, pollId, input.selectedOption);
  }

  @AdminOnly()
  @Query(() => [PollView], { description: 'Every poll, inactive ones too.' })
  adminPolls(@Ctx() ctx: Context): Promise<PollView[]> {
    return allPolls(ctx.em, ctx.user!.id);
  }

  @AdminOnly()
  @Mutation(() => PollView)
  createPoll(@Arg('input', () => PollInput) input: PollInput, @Ctx() ctx: Context): Promise<PollView> {
    return createPoll(ctx.em, ctx.user!.id, input);
  }

  @AdminOnly()
  @Mutation(() => PollView, { description: 'Once a poll has votes, its options can be reworded or added to, not removed.' })
  updatePoll(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PollUpdateInput) input: PollUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<PollView> {
    return updatePoll(ctx.em, ctx.user!.id, id, input);
  }

  @AdminOnly()
  @Mutation(() => Boolean, { description: 'Its votes are deleted with it.' })
  deletePoll(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    return deletePoll(ctx.em, id);
  }
}
