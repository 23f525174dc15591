import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DogFoodEntity } from '../foods/dog-food.entity.js';
import { FoodsModule } from '../foods/foods.module.js';
import { DogFoodRecommendationEntity } from './dog-food-recommendation.entity.js';
import { RecommendationShortlist } from './recommendation-shortlist.js';
import { RecommendationsController } from './recommendations.controller.js';
import { RecommendationsService } from './recommendations.service.js';

@Module({
  imports: [FoodsModule, TypeOrmModule.forFeature([DogFoodEntity, DogFoodRecommendationEntity])],
  controllers: [RecommendationsController],
  providers: [RecommendationsService, RecommendationShortlist],
})
export class RecommendationsModule {}
