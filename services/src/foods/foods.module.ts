import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DogFoodEntity } from './dog-food.entity.js';
import { FoodOfferEntity } from './food-offer.entity.js';
import { FoodBrowsingService } from './food-browsing.service.js';
import { FoodsController } from './foods.controller.js';
import { FoodsService } from './foods.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([DogFoodEntity, FoodOfferEntity])],
  controllers: [FoodsController],
  providers: [FoodsService, FoodBrowsingService],
  exports: [FoodsService],
})
export class FoodsModule {}
