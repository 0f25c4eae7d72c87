import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly, PageData } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { readerLanguage } from '../i18n/reader-language.js';
import { activeQuestions, allQuestions, answer, createQuestion, deleteQuestion, leaderboard, questionResponses, updateQuestion } from './trivia.service.js';
import {
  LeaderboardRow,
  TriviaAnswerInput,
  TriviaAnswerResult,
  TriviaQuestionInput,
  TriviaQuestionUpdateInput,
  TriviaQuestionView,
  TriviaResponseView,
} from './trivia.types.js';

const LANGUAGE = { nullable: true, description: 'en or es; when absent, the request’s (?language=, then Accept-Language, then en). A blank Spanish text shows the English one.' };

@Resolver()
export class TriviaResolver {
  @PageData('trivia')
  @Query(() => [TriviaQuestionView], { description: 'The active questions, with answer counts and the party’s own answer; the key only once answered.' })
  triviaQuestions(@Arg('language', () => String, LANGUAGE) language: string | null, @Ctx() ctx: Context): Promise<TriviaQuestionView[]> {
    return activeQuestions(ctx.reads, ctx.user!.id, readerLanguage(ctx, language));
  }

  @PageData('trivia')
  @Query(() => [TriviaResponseView], {
    description: "Every answer to an active question, once the party has answered it (before, other parties' choices would give the key away: empty). Admins see them all.",
  })
  triviaResponses(@Arg('questionId', () => Int) questionId: number, @Ctx() ctx: Context): Promise<TriviaResponseView[]> {
    return questionResponses(ctx.em, ctx.user!, questionId);
  }

  @PageData('trivia')
  @Query(() => [LeaderboardRow], { description: 'Every party that has answered, ranked.' })
  triviaLeaderboard(@Ctx() ctx: Context): Promise<LeaderboardRow[]> {
    return leaderboard(ctx.em);
  }

  @PageData('trivia')
  @Mutation(() => TriviaAnswerResult, { description: 'Records the signed-in party’s answer; a second one is refused (409) and the first stands. The message is in the request’s language.' })
  answerTrivia(
    @Arg('questionId', () => Int) questionId: number,
    @Arg('input', () => TriviaAnswerInput) input: TriviaAnswerInput,
    @Ctx() ctx: Context,
  ): Promise<TriviaAnswerResult> {
    return answer(ctx.em, ctx.user!.id, questionId, input.selectedOption, ctx.language);
  }

  @AdminOnly()
  @Query(() => [TriviaQuestionView], { description: 'Every question with its key, inactive ones too.' })
  adminTriviaQuestions(@Ctx() ctx: Context): Promise<TriviaQuestionView[]> {
    return allQuestions(ctx.em, ctx.user!.id);
  }

  @AdminOnly()
  @Mutation(() => TriviaQuestionView)
  createTriviaQuestion(@Arg('input', () => TriviaQuestionInput) input: TriviaQuestionInput, @Ctx() ctx: Context): Promise<TriviaQuestionView> {
    return createQuestion(ctx.em, ctx.user!.id, input);
  }

  @AdminOnly()
  @Mutation(() => TriviaQuestionView, { description: 'Once a question has answers, its options can be reworded or added to, not removed.' })
  updateTriviaQuestion(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TriviaQuestionUpdateInput) input: TriviaQuestionUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<TriviaQuestionView> {
    return updateQuestion(ctx.em, ctx.user!.id, id, input);
  }

  @AdminOnly()
  @Mutation(() => Boolean, { description: 'Its answers are deleted with it.' })
  deleteTriviaQuestion(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    return deleteQuestion(ctx.em, id);
  }
}
